// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from '../db/kysely';
import { sqlDb } from '../db/sql-db';
import { auditLedger } from '../ledger/ledger';
import { startApiProcess, type ApiProcess } from '../testing/api-process';
import { processFixtures } from '../testing/process-fixtures';

const ADDRESS = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const fixtures = processFixtures('cuppa-two-');
const { processes } = fixtures;
afterAll(() => fixtures.cleanup());

async function call(
  base: string,
  method: string,
  path: string,
  options: { token?: string; key?: string; json?: unknown } = {},
) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      ...(options.key ? { 'Idempotency-Key': options.key } : {}),
    },
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
  });
  return { status: response.status, body: await response.json() };
}

/** A real `npm run api` process on the shared database, once it answers (migrated and seeded). */
async function instance(database: string, settleMs: string): Promise<string> {
  const api = await startApiProcess({
    DATABASE: database,
    DEV_CHAIN_SETTLE_MS: settleMs,
    AUTH_RATE_PER_MINUTE: '1000',
  });
  processes.push(api);
  expect(api.apiBase, api.output()).not.toBeNull();
  const base = api.apiBase as string;
  expect((await fetch(`${base}/health`)).status).toBe(200);
  return base;
}

/**
 * Two API processes on one database: nothing the money rules need may live in one process's memory.
 * On SQLite the database is a file (WAL lets processes share it); on PostgreSQL, what instances on
 * several machines share.
 */
describe('two API instances on one database', () => {
  it('split parallel tips without overdrawing, move money once per key, and settle each other’s withdrawals', async () => {
    const database = await fixtures.database();
    const a = await instance(database, '600000'); // a chain that never confirms while it lives
    const b = await instance(database, '20');
    const both = [a, b];

    const signUp = await call(a, 'POST', '/v1/auth/sign-up', {
      json: { first_name: 'Two', last_name: 'Places', email: 'two@places.test', password: 'two-places-1' },
    });
    const { token, user } = signUp.body as { token: string; user: { input_solana_address: string } };
    const deposit = await call(b, 'POST', '/v1/dev/deposit', {
      json: { address: user.input_solana_address, amount: 30 },
    });
    expect((await call(a, 'GET', `/v1/customer/transaction/validate/${deposit.body.hash}`, { token })).status).toBe(
      200,
    );
    const alice = (await call(b, 'GET', '/v1/customer/creator/alice')).body.user.id as number;
    const tip = (base: string, key: string) =>
      call(base, 'POST', '/v1/customer/subscriber/coffee', {
        token,
        key,
        json: { creator_id: alice, tip: 1, coin: 'solana' },
      });

    // 50 one-dollar tips at once from a $30 wallet, half to each instance: exactly 30 go through.
    const tips = await Promise.all(Array.from({ length: 50 }, (_, n) => tip(both[n % 2] as string, `split-${n}`)));
    expect(tips.filter((answer) => answer.status === 201)).toHaveLength(30);
    expect(tips.filter((answer) => answer.status === 402)).toHaveLength(20);
    expect((await call(b, 'GET', '/v1/customer/me', { token })).body.user.points).toBe(0);

    // One key retried on both instances at once: one dollar moves, every answer is the same.
    const more = await call(a, 'POST', '/v1/dev/deposit', { json: { address: user.input_solana_address, amount: 20 } });
    expect((await call(b, 'GET', `/v1/customer/transaction/validate/${more.body.hash}`, { token })).status).toBe(200);
    const retries = await Promise.all(Array.from({ length: 10 }, (_, n) => tip(both[n % 2] as string, 'one-key')));
    expect(retries.map((answer) => answer.status)).toEqual(Array(10).fill(201));
    expect(new Set(retries.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect((await call(a, 'GET', '/v1/customer/me', { token })).body.user.points).toBe(19);

    // A withdrawal taken by A, whose chain has not confirmed it when A dies: B settles it, once.
    const withdrawal = await call(a, 'POST', '/v1/customer/withdraw-solana', {
      token,
      key: 'leave',
      json: { amount: 10, address: ADDRESS },
    });
    expect(withdrawal.body).toMatchObject({ points: 9, transaction: { status: 'pending' } });
    const id = withdrawal.body.transaction.id as number;
    const first = processes[0] as ApiProcess;
    first.child.kill('SIGKILL');
    await first.exited;
    await expect
      .poll(async () => (await call(b, 'GET', `/v1/customer/transaction/${id}`, { token })).body.transaction.status, {
        timeout: 30_000,
        interval: 100,
      })
      .toBe('completed');
    expect((await call(b, 'GET', '/v1/customer/me', { token })).body.user.points).toBe(9);

    const store = await openStore(database);
    try {
      const sql = sqlDb(store);
      expect(await auditLedger(sql)).toEqual({ balancesMatch: true, total: 0 });
      const completions = await sql.get<{ n: number }>(
        `SELECT COUNT(*) AS n FROM transfers WHERE kind = 'withdraw-complete'`,
      );
      expect(completions?.n).toBe(1);
    } finally {
      await store.close();
    }
  }, 90_000);
});
