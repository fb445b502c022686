// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { engines, openTestSql } from '../testing/test-sql';
import { createJobLanes } from './job-lanes';
import type { JobRunner } from './job-runner';
import { enqueueJob, type JobHandler } from './jobs';

let db: Awaited<ReturnType<typeof openTestSql>>;
let jobs: JobRunner | null = null;

describe.each(engines)('job lanes (%s)', (engine) => {
  beforeEach(async () => {
    db = await openTestSql(engine);
  });
  afterEach(async () => {
    jobs?.stop();
    await db.close();
  });

  it('start a due withdrawal at once while slow webhook deliveries fill every slot of their own lane', async () => {
    const started: string[] = [];
    let release = () => {};
    const hung = new Promise<void>((resolve) => (release = resolve));
    const webhook: JobHandler = async (job) => {
      started.push(job.key);
      await hung; // an endpoint that does not answer
      return { done: true };
    };
    const settle: JobHandler = async (job) => {
      started.push(job.key);
      return { done: true };
    };
    for (let n = 0; n < 8; n += 1) await enqueueJob(db.sql, 'webhook', `hook-${n}`);
    jobs = createJobLanes(db.sql, [{ settle }, { webhook }], {
      leaseMs: 5000,
      pollMs: 20,
      concurrency: 4,
      logError: (error) => {
        throw error;
      },
    });
    jobs.start();
    await expect.poll(() => started.length).toBe(4);
    await enqueueJob(db.sql, 'settle', 'withdrawal-1');
    jobs.poke();
    await expect.poll(() => started.includes('withdrawal-1'), { timeout: 1000 }).toBe(true);
    expect(started.filter((key) => key.startsWith('hook-'))).toHaveLength(4);
    release();
  });
});
