import { named, param, query } from '../db/query';
import type { Sql } from '../db/sql';
import { databaseNowMs, databaseNowPlus } from '../db/database-clock';
import type { LeaseFence } from './job-fence';

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
  /** Milliseconds since the epoch, by the database's clock. */
  createdAt: number;
  /**
   * Set by the runner: aborted once the runner knows, or must assume, that its lease on the job is gone
   * (another runner claimed it, or renewals failed for longer than the lease), so another run of the job
   * may be under way. A handler that moves money does not commit then: `lease.hold(tx)` checks this.
   */
  signal?: AbortSignal;
  /**
   * Set by the runner: the run's fence (job-fence.ts). A handler that commits money or chain state calls
   * `lease.hold(tx)` first in its committing transaction, so that it commits only under its lease.
   */
  lease?: LeaseFence;
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
 * enqueueJob's statement: the job made, due @delay ms after the database's now, or the one of its kind
 * and key kept as enqueueJob says.
 */
const enqueueQuery = query((db, engine) =>
  db
    .insertInto('jobs')
    .values({
      ...named('jobs', 'kind key payload'),
      run_at: databaseNowPlus(engine, 'delay'),
      created_at: databaseNowMs(engine),
    })
    .onConflict((oc) =>
      oc.columns(['kind', 'key']).doUpdateSet((eb) => ({
        run_at: eb
          .case()
          .when('jobs.done_at', 'is not', null)
          .then(eb.ref('excluded.run_at'))
          // The earlier of the two: LEAST on PostgreSQL, SQLite's two-argument MIN.
          .else(eb.fn<number>(engine === 'postgres' ? 'least' : 'min', ['jobs.run_at', 'excluded.run_at']))
          .end(),
        rerun: eb.case().when('jobs.lease_until', 'is not', null).then(eb.lit(1)).else(eb.lit(0)).end(),
        failures: eb.case().when('jobs.done_at', 'is not', null).then(0).else(eb.ref('jobs.failures')).end(),
        done_at: null,
      })),
    ),
);

const completeQuery = query((db, engine) =>
  db
    .updateTable('jobs')
    .set({ done_at: databaseNowMs(engine) })
    .where('id', '=', param<number>('id'))
    .where('done_at', 'is', null),
);

/**
 * Asks for a job to run `delayMs` after the database's now (at once by default: times are the database's
 * clock, never this instance's, docs/jobs.md). Inside a transaction it is made with the work it
 * follows, or not at all. A job of this kind and key that already exists is kept: brought forward if it
 * waits for later, opened again if it was done, and run once more after the run in progress, if any (the
 * runner sees `rerun`), so new work is never missed by a run that had already read the old.
 */
export async function enqueueJob(
  q: Sql,
  kind: string,
  key: string,
  options: { payload?: unknown; delayMs?: number } = {},
): Promise<void> {
  await q.run(enqueueQuery, {
    kind,
    key,
    payload: JSON.stringify(options.payload ?? null),
    delay: Math.max(0, Math.round(options.delayMs ?? 0)),
  });
}

/**
 * Marks the job finished inside the transaction of the work it did, so the work and its completion are
 * committed together: a crash after the commit leaves no job to run again (the runner's own outcome,
 * written after the handler returns, only says the same).
 */
export async function completeJob(q: Sql, job: Pick<Job, 'id'>): Promise<void> {
  await q.run(completeQuery, { id: job.id });
}
