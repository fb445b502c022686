// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readDatabaseNow } from '../../db/database-clock';
import type { SqlDb } from '../../db/sql';
import type { Job } from '../../jobs/jobs';
import { RENEW_SUBSCRIPTION } from '../../rows/subscriptions';
import { engines, openTestSql } from '../../testing/test-sql';
import { developmentReceiptKeys } from '../receipts/development-keys';
import { renewalSweepJob, renewSubscriptionJob, RENEWAL_SWEEP } from './renew-subscription';

/** Hours, not a lease: an instance whose clock is this far off must still renew on time (docs/jobs.md). */
const SKEW_MS = 3 * 60 * 60_000;

let db: Awaited<ReturnType<typeof openTestSql>>;

async function user(sql: SqlDb, name: string): Promise<number> {
  const made = await sql.get<{ id: number }>(
    `INSERT INTO users (email, password_hash, first_name, last_name, alias, subscription_amount_cents, input_solana_address, created_at)
     VALUES (?, 'x', ?, 'Clock', ?, 100, ?, ?) RETURNING id`,
    `${name}@clock.test`,
    name,
    name,
    `clock-${randomBytes(6).toString('hex')}`,
    new Date().toISOString(),
  );
  return Number(made?.id);
}

/** A subscription (its member has no balance) whose period ended a second ago by the database's clock. */
async function runOut(sql: SqlDb, name: string): Promise<number> {
  const member = await user(sql, `${name}member`);
  const creator = await user(sql, `${name}creator`);
  const ended = new Date((await readDatabaseNow(sql)) - 1000).toISOString();
  const made = await sql.get<{ id: number }>(
    `INSERT INTO subscriptions (subscriber_id, creator_id, expires_at, created_at, price_cents)
     VALUES (?, ?, ?, ?, 100) RETURNING id`,
    member,
    creator,
    ended,
    ended,
  );
  return Number(made?.id);
}

const renewalJob = (sql: SqlDb, subscription: number) =>
  sql.get<{ id: number; key: string; run_at: number; created_at: number; runs: number; done_at: number | null }>(
    'SELECT id, key, run_at, created_at, runs, done_at FROM jobs WHERE kind = ? AND key = ?',
    RENEW_SUBSCRIPTION,
    `${subscription}:2`,
  );

const sweep = (sql: SqlDb) =>
  renewalSweepJob(sql, { everyMs: 60_000, poke: () => {} })({
    id: 0,
    kind: RENEWAL_SWEEP,
    key: 'all',
    payload: null,
    runs: 1,
    createdAt: 0,
  });

describe.each(engines)('renewals on the database’s clock (%s)', (engine) => {
  beforeEach(async () => {
    db = await openTestSql(engine);
  });
  afterEach(async () => {
    vi.useRealTimers();
    await db.close();
  });

  it.each([
    ['ahead', SKEW_MS],
    ['behind', -SKEW_MS],
  ])('an instance whose clock is hours %s finds a period that ended, due now, and renews it now', async (_, skew) => {
    const subscription = await runOut(db.sql, `s${skew > 0 ? 'a' : 'b'}`);
    const keys = await developmentReceiptKeys(db.sql);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + skew });
    await sweep(db.sql);
    vi.useRealTimers();
    const made = await readDatabaseNow(db.sql);
    const job = await renewalJob(db.sql, subscription);
    expect(job, 'the sweep made its renewal').toBeDefined();
    for (const at of [Number(job?.run_at), Number(job?.created_at)]) {
      expect(at).toBeLessThanOrEqual(made);
      expect(at).toBeGreaterThan(made - 5000);
    }
    // Its run on that instance ends the period now (the member cannot pay): it waits for no clock of its own.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + skew });
    const run: Job = {
      id: Number(job?.id),
      kind: RENEW_SUBSCRIPTION,
      key: String(job?.key),
      payload: null,
      runs: 1,
      createdAt: 0,
    };
    const ran = await renewSubscriptionJob(db.sql, keys, () => {})(run);
    vi.useRealTimers();
    expect(ran).toEqual({ done: true });
    const row = await db.sql.get<{ ended_at: string | null }>(
      'SELECT ended_at FROM subscriptions WHERE id = ?',
      subscription,
    );
    expect(row?.ended_at).not.toBe(null);
  });
});
