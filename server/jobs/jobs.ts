import type { Sql } from '../db/sql';

/**
 * Background work kept in the database (docs/jobs.md): a job is a kind (which handler runs it) and a
 * key (what it is about: a withdrawal's id, an address), unique together, so asking for the same work
 * twice makes one job. The job runner (job-runner.ts) claims due jobs with a lease and runs them.
 */
export interface Job {
  id: number;
  kind: string;
  key: string;
  payload: unknown;
  /** How many times the job has been claimed, this run included. */
  runs: number;
  /** Milliseconds since the epoch. */
  createdAt: number;
}

/**
 * What a handler answers: finished for good, or run again in `again` milliseconds (a withdrawal the
 * chain has not settled yet, a watch that goes on). A handler that throws is run again later, with a
 * growing pause, and its error is logged. Handlers must be safe to run again: a crash mid-run hands the
 * job to the next claimant once its lease has passed.
 */
export type JobOutcome = { done: true } | { again: number };
export type JobHandler = (job: Job) => Promise<JobOutcome>;

/**
 * Asks for a job to run at `runAt` (now by default). Inside a transaction it is made with the work it
 * follows, or not at all. A job of this kind and key that already exists is kept: brought forward if it
 * waits for later, opened again if it was done, and run once more after the run in progress, if any (the
 * runner sees `rerun`), so new work is never missed by a run that had already read the old.
 */
export async function enqueueJob(
  q: Sql,
  kind: string,
  key: string,
  options: { payload?: unknown; runAt?: number } = {},
): Promise<void> {
  const now = Date.now();
  const runAt = options.runAt ?? now;
  const earlier = q.engine === 'postgres' ? 'LEAST' : 'MIN';
  await q.run(
    `INSERT INTO jobs (kind, key, payload, run_at, created_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (kind, key) DO UPDATE SET
       run_at = CASE WHEN jobs.done_at IS NOT NULL THEN excluded.run_at ELSE ${earlier}(jobs.run_at, excluded.run_at) END,
       rerun = CASE WHEN jobs.lease_until IS NOT NULL THEN 1 ELSE 0 END,
       failures = CASE WHEN jobs.done_at IS NOT NULL THEN 0 ELSE jobs.failures END,
       done_at = NULL`,
    kind,
    key,
    JSON.stringify(options.payload ?? null),
    runAt,
    now,
  );
}

/**
 * Marks the job finished inside the transaction of the work it did, so the work and its completion are
 * committed together: a crash after the commit leaves no job to run again (the runner's own outcome,
 * written after the handler returns, only says the same).
 */
export async function completeJob(q: Sql, job: Pick<Job, 'id'>): Promise<void> {
  await q.run('UPDATE jobs SET done_at = ? WHERE id = ? AND done_at IS NULL', Date.now(), job.id);
}
