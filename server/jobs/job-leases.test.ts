// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SqlDb, Statement } from '../db/sql';
import { readDatabaseNow } from '../db/database-clock';
import { testRunners } from '../testing/test-runners';
import { engines, openTestSql } from '../testing/test-sql';
import { enqueueJob, type Job, type JobHandler } from './jobs';

/**
 * Leases and clocks (docs/jobs.md, 'Leases and clocks'): each running job is renewed on its own, a lease
 * found taken is let go, and leases and due times are the database's clock, so instances whose clocks
 * differ by more than a lease still run each job once and see due jobs on time.
 */
let db: Awaited<ReturnType<typeof openTestSql>>;
const { runner, errors, stopAll } = testRunners(600);
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const jobId = async (sql: SqlDb, key: string) =>
  Number((await sql.get<{ id: number }>('SELECT id FROM jobs WHERE key = ?', key))?.id);
const jobRow = (sql: SqlDb, key: string) =>
  sql.get<{ runs: number; run_at: number; created_at: number; lease_token: string | null; done_at: number | null }>(
    'SELECT runs, run_at, created_at, lease_token, done_at FROM jobs WHERE key = ?',
    key,
  );
/**
 * A renewal: the runner's one statement whose values are a job's id, its token and one more (the claim
 * names a limit, a result more values).
 */
const isRenewal = (values: unknown): values is { id: number; token: string } =>
  typeof values === 'object' &&
  values !== null &&
  Object.keys(values).length === 3 &&
  'id' in values &&
  'token' in values &&
  !('limit' in values);

/** `sql` whose renewals are seen by `onRenewal`: it may throw (a renewal that fails) or return. */
const watchedRenewals = (sql: SqlDb, onRenewal: (id: number, changed: () => Promise<number>) => Promise<number>) =>
  new Proxy(sql, {
    get(target, prop, receiver) {
      const real: unknown = Reflect.get(target, prop, receiver);
      if (prop !== 'run') return typeof real === 'function' ? (real as () => unknown).bind(target) : real;
      return (statement: Statement, ...args: unknown[]) => {
        const run = () => target.run(statement as string, ...args);
        return isRenewal(args[0]) ? onRenewal(Number(args[0].id), run) : run();
      };
    },
  });

/** Handler runs by key: who ran, how many at once at most, and the signals they were given. */
function tally() {
  const runs: string[] = [];
  const active = new Map<string, number>();
  const most = new Map<string, number>();
  const signals = new Map<string, AbortSignal | undefined>();
  const handler =
    (who: string, body: (job: Job) => Promise<void>): JobHandler =>
    async (job) => {
      runs.push(`${who}:${job.key}`);
      signals.set(`${who}:${job.key}`, job.signal);
      active.set(job.key, (active.get(job.key) ?? 0) + 1);
      most.set(job.key, Math.max(most.get(job.key) ?? 0, active.get(job.key) ?? 0));
      try {
        await body(job);
      } finally {
        active.set(job.key, (active.get(job.key) ?? 1) - 1);
      }
      return { done: true };
    };
  return { runs, most, signals, handler };
}

describe.each(engines)('job leases (%s)', (engine) => {
  beforeEach(async () => {
    db = await openTestSql(engine);
    errors.length = 0;
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    stopAll();
    await sleep(50);
    await db.close();
  });

  it('renews each running job on its own: a renewal that fails holds up no other, and no job runs twice at once', async () => {
    // Renewals every 400 ms hold a lease even on a loaded machine (job-runner.test.ts).
    const lease = 1200;
    await enqueueJob(db.sql, 'settle', 'X');
    const x = await jobId(db.sql, 'X');
    const renewed = new Map<number, number>();
    // Runner A's renewals of X fail (a lock or statement timeout on X's row); its other statements work.
    const failing = watchedRenewals(db.sql, async (id, run) => {
      if (id === x) throw new Error('renewal of X failed');
      const changed = await run();
      renewed.set(id, (renewed.get(id) ?? 0) + changed);
      return changed;
    });
    const { runs, most, signals, handler } = tally();
    const a = runner(failing, { settle: handler('A', () => sleep(4 * lease)) }, { leaseMs: lease });
    a.start();
    await expect.poll(() => runs).toEqual(['A:X']);
    // Y is claimed after X: A renews X first in every round.
    await enqueueJob(db.sql, 'settle', 'Y');
    a.poke();
    await expect.poll(() => runs).toEqual(['A:X', 'A:Y']);
    const y = await jobId(db.sql, 'Y');
    const other = await db.connect();
    const b = runner(other, { settle: handler('B', () => sleep(lease / 2)) }, { leaseMs: lease });
    b.start();
    await expect
      .poll(async () => (await db.sql.get<{ n: number }>('SELECT COUNT(*) AS n FROM jobs WHERE done_at IS NULL'))?.n, {
        timeout: 15_000,
      })
      .toBe(0);
    await sleep(100); // A's run of X, started before Y's, has ended too
    // Y's lease held all along: renewed, never taken, run once.
    expect(renewed.get(y) ?? 0).toBeGreaterThanOrEqual(5);
    expect(most.get('Y')).toBe(1);
    expect(runs.filter((run) => run.endsWith(':Y'))).toEqual(['A:Y']);
    // A never claimed a job it was running; X, not renewed, passed to B once its lease had passed, and
    // A's run of X was told its lease was gone.
    expect(runs.filter((run) => run.startsWith('A:'))).toEqual(['A:X', 'A:Y']);
    expect(runs).toContain('B:X');
    expect(signals.get('A:X')?.aborted).toBe(true);
    expect(signals.get('A:Y')?.aborted).toBe(false);
    expect(errors).toContainEqual(new Error('renewal of X failed'));
  }, 30_000);

  it('lets go of a job whose lease another runner took: no more renewals, not claimed again while it runs, its result not written', async () => {
    const lease = 600;
    await enqueueJob(db.sql, 'settle', 'X');
    const x = await jobId(db.sql, 'X');
    const renewals: number[] = [];
    const watched = watchedRenewals(db.sql, async (id, run) => {
      const changed = await run();
      if (id === x) renewals.push(changed);
      return changed;
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { runs, signals, handler } = tally();
    const a = runner(watched, { settle: handler('A', () => held) }, { leaseMs: lease });
    a.start();
    await expect.poll(() => runs).toEqual(['A:X']);
    await expect.poll(() => renewals.length).toBeGreaterThanOrEqual(1);
    expect(renewals.every((changed) => changed === 1)).toBe(true);
    // A stalled past its lease and another runner claimed X (its token on the row), then died: X is due
    // to be claimed again, but A's run of it still goes on.
    await db.sql.run("UPDATE jobs SET lease_token = 'other', lease_until = 0 WHERE id = ?", x);
    await expect.poll(() => renewals.includes(0)).toBe(true);
    await sleep(3 * lease);
    expect(renewals.filter((changed) => changed === 0)).toEqual([0]); // renewed no more once lost
    expect(renewals.at(-1)).toBe(0);
    expect(runs).toEqual(['A:X']); // A claims no job it is still running
    expect(signals.get('A:X')?.aborted).toBe(true);
    expect(errors.map(String).some((error) => /lease/i.test(error))).toBe(true);
    // The other runner holds X now; A's run ends and writes nothing over its claim.
    await db.sql.run("UPDATE jobs SET lease_token = 'other', lease_until = ? WHERE id = ?", 2 ** 50, x);
    const before = await jobRow(db.sql, 'X');
    release();
    await sleep(200);
    expect(await jobRow(db.sql, 'X')).toEqual(before);
    expect(before).toMatchObject({ lease_token: 'other', done_at: null });
  }, 20_000);

  it('logs nothing when a renewal sent before a run ended arrives after its result was written', async () => {
    // A busy instance: a renewal waits for a pooled connection while the handler ends and its result
    // releases the lease. The renewal then finds no lease, but no other claim took it.
    const lease = 600;
    await enqueueJob(db.sql, 'settle', 'X');
    const x = await jobId(db.sql, 'X');
    const late: number[] = [];
    const watched = watchedRenewals(db.sql, async (id, run) => {
      if (id !== x) return run();
      while ((await jobRow(db.sql, 'X'))?.done_at == null) await sleep(10);
      const changed = await run();
      late.push(changed);
      return changed;
    });
    const { runs, handler } = tally();
    const a = runner(watched, { settle: handler('A', () => sleep(lease / 2)) }, { leaseMs: lease });
    a.start();
    await expect.poll(() => late).toEqual([0]);
    await sleep(100);
    expect(runs).toEqual(['A:X']);
    expect(await jobRow(db.sql, 'X')).toMatchObject({ lease_token: null });
    expect(errors).toEqual([]);
  });

  it('two runners whose clocks differ by more than a lease run a job once, and see it due on time', async () => {
    const lease = 1500;
    const skew = 3500;
    const other = await db.connect();
    await other.get('SELECT 1 AS warm');

    // A (a true clock) claims first; B's clock is ahead by more than a lease.
    {
      const { runs, most, handler } = tally();
      await enqueueJob(db.sql, 'settle', 'ahead');
      const a = runner(db.sql, { settle: handler('A', () => sleep(2.5 * lease)) }, { leaseMs: lease });
      const b = runner(
        other,
        { settle: handler('B', () => sleep(2.5 * lease)) },
        { leaseMs: lease, now: () => Date.now() + skew },
      );
      a.start();
      await expect.poll(() => runs).toEqual(['A:ahead']);
      b.start();
      await expect.poll(async () => (await jobRow(db.sql, 'ahead'))?.done_at, { timeout: 10_000 }).not.toBe(null);
      expect(runs).toEqual(['A:ahead']);
      expect(most.get('ahead')).toBe(1);
      a.stop();
      b.stop();
    }

    // B's clock is behind by more than a lease: it still sees the job due at once, and its lease holds
    // against A.
    {
      const { runs, most, handler } = tally();
      await enqueueJob(db.sql, 'settle', 'behind');
      const b = runner(
        other,
        { settle: handler('B', () => sleep(2.5 * lease)) },
        { leaseMs: lease, now: () => Date.now() - skew },
      );
      const a = runner(db.sql, { settle: handler('A', () => sleep(2.5 * lease)) }, { leaseMs: lease });
      b.start();
      await expect.poll(() => runs, { timeout: lease }).toEqual(['B:behind']);
      a.start();
      await expect.poll(async () => (await jobRow(db.sql, 'behind'))?.done_at, { timeout: 10_000 }).not.toBe(null);
      expect(runs).toEqual(['B:behind']);
      expect(most.get('behind')).toBe(1);
    }
    expect(errors).toEqual([]);
  }, 30_000);

  it('times a job by the database clock: made, delayed, run again and retried from its now', async () => {
    // An instance whose clock is a minute ahead makes a job: it is due now, for every instance.
    const realNow = Date.now.bind(Date);
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + 60_000);
    await enqueueJob(db.sql, 'watch', 'w');
    await enqueueJob(db.sql, 'fail', 'f');
    await enqueueJob(db.sql, 'watch', 'later', { delayMs: 30_000 });
    vi.restoreAllMocks();
    const made = await readDatabaseNow(db.sql);
    for (const key of ['w', 'f']) {
      const row = await jobRow(db.sql, key);
      expect(Number(row?.run_at)).toBeLessThanOrEqual(made);
      expect(Number(row?.created_at)).toBeLessThanOrEqual(made);
      expect(Number(row?.created_at)).toBeGreaterThan(made - 5000);
    }
    const later = Number((await jobRow(db.sql, 'later'))?.run_at) - made;
    expect(later).toBeGreaterThan(25_000);
    expect(later).toBeLessThanOrEqual(30_000);

    // A runner whose clock is a minute behind runs both, and writes their next runs from the database's now.
    const jobs = runner(
      db.sql,
      {
        watch: async () => ({ again: 5000 }),
        fail: async () => {
          throw new Error('RPC unreachable');
        },
      },
      { now: () => Date.now() - 60_000 },
    );
    expect(await jobs.runDue()).toBe(2);
    const ran = await readDatabaseNow(db.sql);
    const again = Number((await jobRow(db.sql, 'w'))?.run_at) - ran;
    expect(again).toBeGreaterThan(4000);
    expect(again).toBeLessThanOrEqual(5000);
    const retry = Number((await jobRow(db.sql, 'f'))?.run_at) - ran;
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(1000);
    expect(await jobs.runDue()).toBe(0);
  });
});
