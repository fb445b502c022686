import { randomUUID } from 'node:crypto';
import { param, query, type RowOf } from '../db/query';
import type { SqlDb } from '../db/sql';
import type { Job, JobHandler, JobOutcome } from './jobs';

export interface JobRunnerOptions {
  /** The handler of each kind this runner takes; jobs of other kinds are left to runners that know them. */
  handlers: Record<string, JobHandler>;
  /**
   * How long a claim holds without news from its runner. The runner renews it every third of that
   * while the handler runs, so only a runner that died (or stalled that long) loses its jobs.
   */
  leaseMs: number;
  /** How often due jobs are looked for (a job made by this process can be run at once with `poke`). */
  pollMs: number;
  /** Jobs run at once by this runner (4). */
  concurrency?: number;
  logError: (error: unknown) => void;
  now?: () => number;
}

/**
 * Claims up to @limit due jobs of the runner's kinds (constants of the runner, written into the text) for
 * @token until @until: on PostgreSQL the rows are picked FOR UPDATE SKIP LOCKED.
 */
const claimQuery = (kinds: readonly string[]) =>
  query((db, engine) =>
    db
      .updateTable('jobs')
      .set((eb) => ({
        lease_token: param<string>('token'),
        lease_until: param<number>('until'),
        rerun: 0,
        runs: eb('runs', '+', 1),
      }))
      .where('id', 'in', (eb) => {
        const due = eb
          .selectFrom('jobs')
          .select('id')
          .where('done_at', 'is', null)
          .where('run_at', '<=', param<number>('at'))
          .where((due) => due.or([due('lease_until', 'is', null), due('lease_until', '<=', param<number>('at'))]))
          .where('kind', 'in', kinds)
          .orderBy('run_at')
          .orderBy('id')
          .limit(param<number>('limit'));
        return engine === 'postgres' ? due.forUpdate().skipLocked() : due;
      })
      .returning(['id', 'kind', 'key', 'payload', 'runs', 'failures', 'created_at']),
  );

type ClaimedRow = RowOf<ReturnType<typeof claimQuery>>;

/** A run that threw: the lease let go, run again after a pause (under the claim that ran it only). */
const failedQuery = query((db) =>
  db
    .updateTable('jobs')
    .set({
      lease_token: null,
      lease_until: null,
      failures: param<number>('failures'),
      last_error: param<string>('error'),
      run_at: param<number>('runAt'),
    })
    .where('id', '=', param<number>('id'))
    .where('lease_token', '=', param<string>('token')),
);

/**
 * A run's outcome (under the claim that ran it only): done (@done 1) or again at @runAt; a job asked for
 * again meanwhile (`rerun`) runs again at @at either way. The casts type the values on PostgreSQL, where
 * a CASE would otherwise leave them untyped.
 */
const finishedQuery = query((db) =>
  db
    .updateTable('jobs')
    .set((eb) => ({
      lease_token: null,
      lease_until: null,
      failures: 0,
      last_error: null,
      done_at: eb
        .case()
        .when(eb.or([eb('rerun', '=', 1), eb(param<number>('done'), '=', 0)]))
        .then(null)
        .else(eb.cast<number>(param<number>('at'), 'bigint'))
        .end(),
      run_at: eb
        .case()
        .when('rerun', '=', 1)
        .then(eb.cast<number>(param<number>('at'), 'bigint'))
        .else(eb.cast<number>(param<number>('runAt'), 'bigint'))
        .end(),
      rerun: 0,
    }))
    .where('id', '=', param<number>('id'))
    .where('lease_token', '=', param<string>('token')),
);

const renewQuery = query((db) =>
  db
    .updateTable('jobs')
    .set({ lease_until: param<number>('until') })
    .where('id', '=', param<number>('id'))
    .where('lease_token', '=', param<string>('token')),
);

const purgeQuery = query((db) =>
  db.deleteFrom('jobs').where('done_at', 'is not', null).where('done_at', '<', param<number>('before')),
);

/** After a handler throws: 1 s, 2 s, 4 s … up to 5 minutes. */
export const failureBackoffMs = (failures: number) => Math.min(1000 * 2 ** Math.max(0, failures - 1), 300_000);

/** Finished jobs are kept this long (their key still says the work was done), then deleted. */
const KEEP_DONE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Runs due jobs from the database (docs/jobs.md). A job is claimed by writing a lease on it in one
 * statement: on PostgreSQL the rows are picked `FOR UPDATE SKIP LOCKED`, so runners on several instances
 * claim different jobs without waiting on each other; on SQLite the statement holds the write lock.
 * Each job is run by one runner at a time; a runner that dies stops renewing its leases, and once one
 * has passed the job is claimed again by whichever runner looks next. A result is written only under
 * the claim that ran it, so a runner that lost its lease cannot overwrite a newer run.
 */
export function createJobRunner(sql: SqlDb, options: JobRunnerOptions) {
  const { handlers, leaseMs, pollMs, logError } = options;
  const concurrency = options.concurrency ?? 4;
  const now = options.now ?? Date.now;
  const kinds = Object.keys(handlers);
  const claimDue = claimQuery(kinds);
  const running = new Map<number, { token: string; done: Promise<void> }>();
  /** Between start() and stop(): looking for jobs. */
  let active = false;
  /** After stop(): nothing more is written, as after a crash. */
  let halted = false;
  let poller: NodeJS.Timeout | null = null;
  let renewer: NodeJS.Timeout | null = null;
  let claiming: Promise<number> | null = null;
  let claimAgain = false;

  async function claim(limit: number): Promise<{ token: string; rows: ClaimedRow[] }> {
    const token = randomUUID();
    const at = now();
    const rows = await sql.all(claimDue, { token, until: at + leaseMs, at, limit });
    return { token, rows };
  }

  /** Writes the handler's outcome, under the claim that ran it only. */
  async function finish(row: ClaimedRow, token: string, outcome: JobOutcome | { failed: unknown }): Promise<void> {
    const at = now();
    if ('failed' in outcome) {
      const failures = Number(row.failures) + 1;
      await sql.run(failedQuery, {
        failures,
        error: String(outcome.failed instanceof Error ? outcome.failed.message : outcome.failed).slice(0, 1000),
        runAt: at + failureBackoffMs(failures),
        id: row.id,
        token,
      });
      return;
    }
    // Work asked for while this run went on (`rerun`) gets a run of its own, at once.
    const runAt = 'done' in outcome ? at : at + Math.max(0, outcome.again);
    await sql.run(finishedQuery, { done: 'done' in outcome ? 1 : 0, at, runAt, id: row.id, token });
  }

  async function run(row: ClaimedRow, token: string): Promise<void> {
    const handler = handlers[row.kind];
    const job: Job = {
      id: Number(row.id),
      kind: row.kind,
      key: row.key,
      payload: JSON.parse(row.payload) as unknown,
      runs: Number(row.runs),
      createdAt: Number(row.created_at),
    };
    let outcome: JobOutcome | { failed: unknown };
    try {
      if (!handler) throw new Error(`No handler for jobs of kind ${row.kind}`);
      outcome = await handler(job);
    } catch (error) {
      outcome = { failed: error };
    }
    // A stopped runner writes nothing more: its leases run out and another runner takes the jobs over.
    if (halted) return;
    if ('failed' in outcome) logError(outcome.failed);
    try {
      await finish(row, token, outcome);
    } catch (error) {
      if (!halted) logError(error);
    }
  }

  /** Claims what it has room for and starts it; the number of jobs started. */
  async function claimAndStart(): Promise<number> {
    const room = concurrency - running.size;
    if (room <= 0 || kinds.length === 0) return 0;
    const { token, rows } = await claim(room);
    // Stopped while claiming: what it claimed is left to its lease, as after a crash, and not started on
    // a database about to close.
    if (halted) return 0;
    for (const row of rows) {
      const id = Number(row.id);
      const done = run(row, token).finally(() => {
        running.delete(id);
        poke();
      });
      running.set(id, { token, done });
    }
    return rows.length;
  }

  /** One claim at a time per runner; a poke during a claim claims again right after it. */
  function poke(): void {
    if (!active) return;
    if (claiming) {
      claimAgain = true;
      return;
    }
    claiming = claimAndStart()
      .catch((error: unknown) => {
        if (!halted) logError(error);
        return 0;
      })
      .finally(() => {
        claiming = null;
        if (claimAgain) {
          claimAgain = false;
          poke();
        }
      });
  }

  async function renewLeases(): Promise<void> {
    const until = now() + leaseMs;
    for (const [id, { token }] of running) {
      if (halted) return;
      await sql.run(renewQuery, { until, id, token });
    }
  }

  const purgeDone = () => sql.run(purgeQuery, { before: now() - KEEP_DONE_MS });

  return {
    /** Starts looking for due jobs: at once, then every `pollMs`. */
    start(): void {
      if (active) return;
      active = true;
      halted = false;
      poke();
      poller = setInterval(poke, pollMs);
      poller.unref();
      renewer = setInterval(() => {
        renewLeases().catch((error: unknown) => !halted && logError(error));
      }, leaseMs / 3);
      renewer.unref();
      purgeDone().catch((error: unknown) => logError(error));
    },
    /** Looks for due jobs now (after making one, rather than waiting for the next poll). */
    poke,
    /**
     * Stops claiming and renewing at once, and writes nothing for runs still going: as after a crash,
     * their leases run out and another runner (another instance, or this one started again) takes them.
     */
    stop(): void {
      active = false;
      halted = true;
      if (poller) clearInterval(poller);
      if (renewer) clearInterval(renewer);
      poller = renewer = null;
    },
    /** For tests: claims due jobs once, runs them to their end, and says how many ran. */
    async runDue(): Promise<number> {
      const started = await claimAndStart();
      await Promise.all([...running.values()].map((entry) => entry.done));
      return started;
    },
  };
}
export type JobRunner = ReturnType<typeof createJobRunner>;
