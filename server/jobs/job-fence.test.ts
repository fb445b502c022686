// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testRunners } from '../testing/test-runners';
import { engines, openTestSql } from '../testing/test-sql';
import { leaseFence, LeaseLostError } from './job-fence';
import { enqueueJob, type JobHandler } from './jobs';

/** job-fence.ts: what a run writes through the fence commits only while it holds its job's lease. */
let db: Awaited<ReturnType<typeof openTestSql>>;
const { runner, errors, stopAll } = testRunners(5000);

const tokenOf = async (id: number) =>
  (await db.sql.get<{ lease_token: string }>('SELECT lease_token FROM jobs WHERE id = ?', id))?.lease_token ?? '';
const marks = async () =>
  (await db.sql.all<{ key: string }>('SELECT key FROM jobs WHERE kind = ?', 'mark')).map((r) => r.key);
/** A handler that writes a job of kind 'mark' (any table would do) behind its run's fence. */
const marking =
  (before: (jobId: number) => Promise<void> = async () => {}): JobHandler =>
  async (job) => {
    await before(job.id);
    await db.sql.transaction(async (tx) => {
      await job.lease?.hold(tx);
      await enqueueJob(tx, 'mark', job.key);
    });
    return { done: true };
  };

describe.each(engines)('the lease fence (%s)', (engine) => {
  beforeEach(async () => {
    db = await openTestSql(engine);
    errors.length = 0;
  });
  afterEach(async () => {
    stopAll();
    await db.close();
  });

  it('lets a run that holds its lease commit, and refuses one whose lease was taken', async () => {
    await enqueueJob(db.sql, 'settle', 'held');
    expect(await runner(db.sql, { settle: marking() }).runDue()).toBe(1);
    await enqueueJob(db.sql, 'settle', 'taken');
    const taken = marking((id) => db.sql.run("UPDATE jobs SET lease_token = 'other' WHERE id = ?", id).then(() => {}));
    expect(await runner(db.sql, { settle: taken }).runDue()).toBe(1);
    expect(await marks()).toEqual(['held']);
    expect(errors.some((error) => error instanceof LeaseLostError)).toBe(true);
  });

  it('refuses a run whose signal was aborted, even while the row still names it', async () => {
    await enqueueJob(db.sql, 'settle', 'aborted');
    const aborted: JobHandler = async (job) => {
      const signal = new AbortController();
      signal.abort();
      // The row still carries this run's token: only the signal says the lease is gone.
      const fence = leaseFence({ id: job.id, token: await tokenOf(job.id), signal: signal.signal, label: 'the job' });
      await expect(
        db.sql.transaction(async (tx) => {
          await fence.hold(tx);
          await enqueueJob(tx, 'mark', job.key);
        }),
      ).rejects.toBeInstanceOf(LeaseLostError);
      return { done: true };
    };
    expect(await runner(db.sql, { settle: aborted }).runDue()).toBe(1);
    expect(await marks()).toEqual([]);
  });
});
