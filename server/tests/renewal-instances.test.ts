// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../auth/demo-password';
import { openStore } from '../db/store';
import { sqlDb } from '../db/sql-db';
import type { SqlDb } from '../db/sql';
import { auditLedger } from '../ledger/ledger';
import { processFixtures } from '../testing/process-fixtures';
import { lockWaiters } from '../testing/test-sql';

const fixtures = processFixtures('cuppa-renewals-');
afterAll(() => fixtures.cleanup());

/** Subscriptions the demo member ($100) holds at $1 each: they and their renewals take $80. */
const COUNT = 40;

async function call(base: string, method: string, path: string, options: { token?: string; json?: unknown } = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      ...(method === 'POST' ? { 'Idempotency-Key': randomBytes(8).toString('hex') } : {}),
    },
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
  });
  return { status: response.status, body: await response.json() };
}

/**
 * The demo member subscribed to COUNT creators of $1 (made in the database: signing each up would hash
 * forty passwords), every subscription then at the end of its period. Returns the member's token.
 */
async function dueSubscriptions(base: string, sql: SqlDb): Promise<{ token: string; creatorIds: number[] }> {
  const token = (
    await call(base, 'POST', '/v1/auth/sign-in', { json: { email: 'member@cuppa.test', password: DEMO_PASSWORD } })
  ).body.token as string;
  const creatorIds: number[] = [];
  for (let n = 0; n < COUNT; n += 1) {
    const made = await sql.get<{ id: number }>(
      `INSERT INTO users (email, password_hash, first_name, last_name, alias, subscription_amount_cents, input_solana_address, created_at)
       VALUES (?, 'x', 'Maker', ?, ?, 100, ?, ?) RETURNING id`,
      `maker${n}@renewals.test`,
      String(n),
      `maker${n}`,
      `renewals-${n}-${randomBytes(6).toString('hex')}`,
      new Date().toISOString(),
    );
    creatorIds.push(Number(made!.id));
  }
  const bought = await Promise.all(
    creatorIds.map((id) =>
      call(base, 'POST', '/v1/customer/subscriber/subscribe', { token, json: { creator_id: id, coin: 'solana' } }),
    ),
  );
  expect(bought.map((answer) => answer.status)).toEqual(Array(COUNT).fill(201));
  return { token, creatorIds };
}

const runOut = (sql: SqlDb, creatorIds: number[]) =>
  sql.run(
    `UPDATE subscriptions SET expires_at = ? WHERE creator_id IN (${creatorIds.map(() => '?').join(',')})`,
    new Date(Date.now() - 1000).toISOString(),
    ...creatorIds,
  );

const renewalCount = async (sql: SqlDb) =>
  Number((await sql.get<{ n: number }>(`SELECT COUNT(*) AS n FROM earnings WHERE type = 'renewal'`))?.n);

/** Each subscription renewed once: one renewal each, period 2, the member charged $1 for each, a sound ledger. */
async function expectRenewedOnce(base: string, token: string, sql: SqlDb, creatorIds: number[]) {
  const periods = await sql.all<{ creator_id: number; period: number; n: number }>(
    `SELECT s.creator_id, s.period,
       (SELECT COUNT(*) FROM earnings e WHERE e.creator_id = s.creator_id AND e.type = 'renewal') AS n
     FROM subscriptions s WHERE s.creator_id IN (${creatorIds.map(() => '?').join(',')}) ORDER BY s.creator_id`,
    ...creatorIds,
  );
  expect(periods.map((row) => [Number(row.period), Number(row.n)])).toEqual(Array(COUNT).fill([2, 1]));
  const transfers = await sql.get<{ n: number }>(`SELECT COUNT(*) AS n FROM transfers WHERE kind = 'renewal'`);
  expect(Number(transfers?.n)).toBe(COUNT);
  expect((await call(base, 'GET', '/v1/customer/me', { token })).body.user.points).toBe(100 - 2 * COUNT);
  expect(await auditLedger(sql)).toEqual({ balancesMatch: true, total: 0 });
}

/**
 * Renewals as a deployment runs them: real `npm run api` processes on one database (a SQLite file, or
 * PostgreSQL in the postgres project), each with its job runner.
 */
describe('renewals across processes', () => {
  it('renew each subscription once when the process is killed mid-renewal and another takes over', async () => {
    const database = await fixtures.database();
    const first = await fixtures.instance(database);
    const store = await openStore(database);
    const sql = sqlDb(store);
    // On PostgreSQL the creators' wallets are held by another transaction: a renewal has moved the
    // member's money and waits, uncommitted, to credit the creator when the process dies. On SQLite,
    // whose renewals never wait, the kill lands among them, once the first has been committed.
    let release = () => {};
    let holding: Promise<unknown> = Promise.resolve();
    try {
      const { token, creatorIds } = await dueSubscriptions(first.base, sql);
      if (sql.engine === 'postgres') {
        let locked = () => {};
        const isLocked = new Promise<void>((resolve) => (locked = resolve));
        const released = new Promise<void>((resolve) => (release = resolve));
        holding = sql.transaction(async (tx) => {
          await tx.all(
            `SELECT id FROM accounts WHERE kind = 'wallet' AND user_id IN (${creatorIds.map(() => '?').join(',')}) FOR UPDATE`,
            ...creatorIds,
          );
          locked();
          await released;
        });
        await isLocked;
      }
      await runOut(sql, creatorIds);
      if (sql.engine === 'postgres') {
        // A renewal is under way: its job is claimed, and the member's wallet is held by its transaction.
        await expect.poll(() => lockWaiters(sql), { timeout: 10_000, interval: 20 }).toBeGreaterThan(0);
      } else {
        await expect.poll(() => renewalCount(sql), { timeout: 10_000, interval: 2 }).toBeGreaterThan(0);
      }
      first.process.child.kill('SIGKILL');
      await first.process.exited;
      const atKill = await renewalCount(sql);
      expect(atKill).toBeLessThan(COUNT);
      release();
      await holding;

      // Another instance takes the claimed jobs over once the dead one's leases have passed (5 s in development).
      const second = await fixtures.instance(database);
      await expect.poll(() => renewalCount(sql), { timeout: 30_000, interval: 200 }).toBe(COUNT);
      await new Promise((resolve) => setTimeout(resolve, 1500)); // a second renewal would have come by now
      await expectRenewedOnce(second.base, token, sql, creatorIds);
    } finally {
      release();
      await holding.catch(() => {});
      await store.close();
    }
  }, 120_000);

  it('renew each due subscription once when two instances sweep and renew at once', async () => {
    const database = await fixtures.database();
    const a = await fixtures.instance(database);
    const b = await fixtures.instance(database);
    const store = await openStore(database);
    const sql = sqlDb(store);
    try {
      const { token, creatorIds } = await dueSubscriptions(b.base, sql);
      await runOut(sql, creatorIds);
      await expect.poll(() => renewalCount(sql), { timeout: 20_000, interval: 100 }).toBe(COUNT);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await expectRenewedOnce(a.base, token, sql, creatorIds);
    } finally {
      await store.close();
    }
  }, 120_000);
});
