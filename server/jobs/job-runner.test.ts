// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SqlDb } from '../db/sql';
import { testRunners } from '../testing/test-runners';
import { engines, openTestSql } from '../testing/test-sql';
import { enqueueJob, type JobHandler } from './jobs';

let db: Awaited<ReturnType<typeof openTestSql>>;
const { runner, errors, stopAll } = testRunners(300);
const jobRow = (sql: SqlDb, key: string) =>
  sql.get<{ runs: number; done_at: number | null; failures: number; run_at: number; last_error: string | null }>(
    'SELECT runs, done_at, failures, run_at, last_error FROM jobs WHERE key = ?',
    key,
  );
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(engines)('the job runner (%s)', (engine) => {
  beforeEach(async () => {
    db = await openTestSql(engine);
    errors.length = 0;
  });
  afterEach(async () => {
    stopAll();
    await db.close();
  });

  it('runs a due job once, leaves one not yet due, and runs a job again when its handler asks', async () => {
    const seen: string[] = [];
    let rounds = 0;
    const jobs = runner(db.sql, {
      once: async (job) => {
        seen.push(`once:${job.key}:${JSON.stringify(job.payload)}`);
        return { done: true };
      },
      watch: async () => {
        rounds += 1;
        return rounds < 3 ? { again: 0 } : { done: true };
      },
    });
    await enqueueJob(db.sql, 'once', 'a', { payload: { n: 1 } });
    await enqueueJob(db.sql, 'once', 'later', { delayMs: 60_000 });
    await enqueueJob(db.sql, 'watch', 'w');
    expect(await jobs.runDue()).toBe(2);
    expect(seen).toEqual(['once:a:{"n":1}']);
    expect(await jobRow(db.sql, 'a')).toMatchObject({ runs: 1, done_at: expect.any(Number) });
    expect(await jobRow(db.sql, 'later')).toMatchObject({ runs: 0, done_at: null });
    await jobs.runDue();
    await jobs.runDue();
    expect(rounds).toBe(3);
    expect(await jobRow(db.sql, 'w')).toMatchObject({ runs: 3, done_at: expect.any(Number) });
    expect(await jobs.runDue()).toBe(0);
  });

  it('makes one job of one kind and key, and opens a finished one again when asked again', async () => {
    let runs = 0;
    const jobs = runner(db.sql, { sweep: async () => (runs++, { done: true }) });
    await enqueueJob(db.sql, 'sweep', 'addr');
    await enqueueJob(db.sql, 'sweep', 'addr');
    expect(await jobs.runDue()).toBe(1);
    expect(await jobs.runDue()).toBe(0);
    await enqueueJob(db.sql, 'sweep', 'addr');
    expect(await jobs.runDue()).toBe(1);
    expect(runs).toBe(2);
    expect(await db.sql.get('SELECT COUNT(*) AS n FROM jobs')).toEqual({ n: 1 });
  });

  it('runs a job once more when it is asked for while it runs (the run may have read the old state)', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let runs = 0;
    const jobs = runner(db.sql, {
      sweep: async () => {
        runs += 1;
        if (runs === 1) await held;
        return { done: true };
      },
    });
    await enqueueJob(db.sql, 'sweep', 'addr');
    const first = jobs.runDue();
    await expect.poll(() => runs).toBe(1);
    await enqueueJob(db.sql, 'sweep', 'addr');
    release();
    await first;
    expect(await jobRow(db.sql, 'addr')).toMatchObject({ done_at: null });
    expect(await jobs.runDue()).toBe(1);
    expect(runs).toBe(2);
    expect(await jobRow(db.sql, 'addr')).toMatchObject({ done_at: expect.any(Number) });
  });

  it('two runners on two connections share the jobs: each job runs exactly once', async () => {
    const ranBy = new Map<string, string[]>();
    const handler =
      (name: string): JobHandler =>
      async (job) => {
        ranBy.set(job.key, [...(ranBy.get(job.key) ?? []), name]);
        await sleep(20);
        return { done: true };
      };
    const other = await db.connect();
    await other.get('SELECT 1 AS warm'); // its connection is open before the race starts
    for (let n = 0; n < 40; n += 1) await enqueueJob(db.sql, 'pay', `job-${n}`);
    // Leases that outlast any stall: a lease that lapses hands its job on by design (the next test), and
    // 300 ms lapsed once under .ci/run's parallel suites on PostgreSQL, a job then run by both runners.
    const a = runner(db.sql, { pay: handler('a') }, { leaseMs: 10_000 });
    const b = runner(other, { pay: handler('b') }, { leaseMs: 10_000 });
    a.start();
    b.start();
    await expect
      .poll(async () => (await db.sql.get<{ n: number }>('SELECT COUNT(*) AS n FROM jobs WHERE done_at IS NULL'))?.n, {
        timeout: 10_000,
      })
      .toBe(0);
    expect(ranBy.size).toBe(40);
    expect([...ranBy.values()].every((names) => names.length === 1)).toBe(true);
    const names = [...ranBy.values()].flat();
    expect(names).toContain('a');
    expect(names).toContain('b');
    expect(errors).toEqual([]);
  });

  it('hands the job of a runner killed mid-job to the next claimant once its lease has passed', async () => {
    const calls: string[] = [];
    let finishFirst!: () => void;
    // A longer lease here: renewals every 400 ms hold it even on a loaded machine.
    const killed = runner(
      db.sql,
      {
        pay: async () => {
          calls.push('killed');
          await new Promise<void>((resolve) => (finishFirst = resolve));
          return { done: true };
        },
      },
      { leaseMs: 1200 },
    );
    const other = await db.connect();
    const next = runner(other, { pay: async () => (calls.push('next'), { done: true }) }, { leaseMs: 1200 });
    await enqueueJob(db.sql, 'pay', 'w1');
    killed.start();
    await expect.poll(() => calls).toEqual(['killed']);
    // While the first runner lives it renews its lease: the job is not claimed again.
    await sleep(2000);
    expect(await next.runDue()).toBe(0);
    killed.stop(); // the process dies: no more renewals, no result
    await expect.poll(async () => next.runDue(), { timeout: 5000, interval: 50 }).toBe(1);
    expect(calls).toEqual(['killed', 'next']);
    finishFirst(); // a run that outlived its lease writes nothing over the newer one
    await sleep(20);
    expect(await jobRow(db.sql, 'w1')).toMatchObject({ runs: 2, done_at: expect.any(Number) });
    expect(await next.runDue()).toBe(0);
  }, 15_000);

  it('logs a handler that throws and tries again later, each time after a longer pause', async () => {
    let fail = true;
    const jobs = runner(db.sql, {
      pay: async () => {
        if (fail) throw new Error('RPC unreachable');
        return { done: true };
      },
    });
    await enqueueJob(db.sql, 'pay', 'p');
    const before = Date.now();
    await jobs.runDue();
    const failed = await jobRow(db.sql, 'p');
    expect(failed).toMatchObject({ failures: 1, done_at: null, last_error: 'RPC unreachable' });
    expect(Number(failed?.run_at)).toBeGreaterThanOrEqual(before + 1000);
    expect(errors).toEqual([new Error('RPC unreachable')]);
    expect(await jobs.runDue()).toBe(0); // not due yet
    await db.sql.run('UPDATE jobs SET run_at = 0');
    await jobs.runDue();
    expect(Number((await jobRow(db.sql, 'p'))?.run_at)).toBeGreaterThanOrEqual(Date.now() + 1500);
    fail = false;
    await db.sql.run('UPDATE jobs SET run_at = 0');
    await jobs.runDue();
    expect(await jobRow(db.sql, 'p')).toMatchObject({ failures: 0, done_at: expect.any(Number), last_error: null });
  });

  it('leaves jobs of kinds it has no handler for to the runners that have one', async () => {
    const jobs = runner(db.sql, { pay: async () => ({ done: true }) });
    await enqueueJob(db.sql, 'renewal', 'r1');
    expect(await jobs.runDue()).toBe(0);
    expect(await jobRow(db.sql, 'r1')).toMatchObject({ runs: 0 });
  });

  it('starts nothing it claimed once stopped: a shutdown does not begin work on a closing database', async () => {
    const started: string[] = [];
    await enqueueJob(db.sql, 'pay', 'p1');
    const jobs = runner(db.sql, {
      pay: async (job) => {
        started.push(job.key);
        return { done: true };
      },
    });
    jobs.start(); // its first claim is on its way
    jobs.stop();
    await sleep(100);
    expect(started).toEqual([]);
  });
});
