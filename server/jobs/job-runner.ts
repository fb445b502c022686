import { randomUUID } from 'node:crypto';
import { sql as raw } from 'kysely';
import { param, query, type RowOf } from '../db/query';
import type { SqlDb } from '../db/sql';
import { databaseNowMs, databaseNowPlus } from '../db/database-clock';
import { leaseFence } from './job-fence';
import type { Job, JobHandler, JobOutcome } from './jobs';

export interface JobRunnerOptions {
  /** The handler of each kind this runner takes; jobs of other kinds are left to runners that know them. */
  handlers: Record<string, JobHandler>;
  /**
   * How long a claim holds without news from its runner, by the database's clock. The runner renews it
   * every third of that while the handler runs, so only a runner that died (or stalled that long) loses
   * its jobs.
   */
  leaseMs: number;
  /** How often due jobs are looked for (a job made by this process can be run at once with `poke`). */
  pollMs: number;
  /** Jobs run at once by this runner (4). */
  concurrency?: number;
  logError: (error: unknown) => void;
  /**
   * This process's clock (Date.now), read for spans of time only: how long a job's lease has gone
   * without a renewal. Leases and due times are the database's clock (db/database-clock.ts), so an instance
   * whose clock is off runs its jobs as the others do.
   */
  now?: () => number;
}

/**
 * Claims up to @limit due jobs of the runner's kinds (constants of the runner, written into the text) for
 * @token, @lease ms from the database's now, leaving out @running (a JSON array of the ids whose
 * handlers this runner is still running): on PostgreSQL the rows are picked FOR UPDATE SKIP LOCKED.
 * Due and expired are the database's clock too.
 */
const claimQuery = (kinds: readonly string[]) =>
  query((db, engine) =>
    db
      .updateTable('jobs')
      .set((eb) => ({
        lease_token: param<string>('token'),
        lease_until: databaseNowPlus(engine, 'lease'),
        rerun: 0,
        runs: eb('runs', '+', 1),
      }))
      .where('id', 'in', (eb) => {
        const now = databaseNowMs(engine);
        const running = param<string>('running');
        // Raw: Kysely's builder has no table-valued JSON functions.
        const runningIds =
          engine === 'postgres'
            ? raw<number>`(select value::bigint from json_array_elements_text(${running}::json) as r(value))`
            : raw<number>`(select value from json_each(${running}))`;
        const due = eb
          .selectFrom('jobs')
          .select('id')
          .where('done_at', 'is', null)
          .where('run_at', '<=', now)
          .where((due) => due.or([due('lease_until', 'is', null), due('lease_until', '<=', now)]))
          .where('kind', 'in', kinds)
          .where('id', 'not in', runningIds)
          .orderBy('run_at')
          .orderBy('id')
          .limit(param<number>('limit'));
        return engine === 'postgres' ? due.forUpdate().skipLocked() : due;
      })
      .returning(['id', 'kind', 'key', 'payload', 'runs', 'failures', 'created_at']),
  );

type ClaimedRow = RowOf<ReturnType<typeof claimQuery>>;

/**
 * A run that threw: the lease let go, run again @pause ms from the database's now (under the claim that
 * ran it only).
 */
const failedQuery = query((db, engine) =>
  db
    .updateTable('jobs')
    .set({
      lease_token: null,
      lease_until: null,
      failures: param<number>('failures'),
      last_error: param<string>('error'),
      run_at: databaseNowPlus(engine, 'pause'),
    })
    .where('id', '=', param<number>('id'))
    .where('lease_token', '=', param<string>('token')),
);

/**
 * A run's outcome (under the claim that ran it only): done (@done 1) or again @again ms from the
 * database's now (0 when done); a job asked for again meanwhile (`rerun`) runs again at once either way.
 */
const finishedQuery = query((db, engine) =>
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
        .else(databaseNowMs(engine))
        .end(),
      run_at: eb.case().when('rerun', '=', 1).then(databaseNowMs(engine)).else(databaseNowPlus(engine, 'again')).end(),
      rerun: 0,
    }))
    .where('id', '=', param<number>('id'))
    .where('lease_token', '=', param<string>('token')),
);

/** A lease renewed to @lease ms from the database's now, if the claim @token still holds it: 0 rows if not. */
const renewQuery = query((db, engine) =>
  db
    .updateTable('jobs')
    .set({ lease_until: databaseNowPlus(engine, 'lease') })
    .where('id', '=', param<number>('id'))
    .where('lease_token', '=', param<string>('token')),
);

/** Jobs finished more than @keep ms before the database's now. */
const purgeQuery = query((db, engine) =>
  db
    .deleteFrom('jobs')
    .where('done_at', 'is not', null)
    .where((eb) => eb('done_at', '<', eb(databaseNowMs(engine), '-', param<number>('keep')))),
);

/** After a handler throws: 1 s, 2 s, 4 s … up to 5 minutes. */
export const failureBackoffMs = (failures: number) => Math.min(1000 * 2 ** Math.max(0, failures - 1), 300_000);

/** Finished jobs are kept this long (their key still says the work was done), then deleted. */
const KEEP_DONE_MS = 7 * 24 * 60 * 60 * 1000;

/** A run this runner has going: its claim, and what its renewals know of the lease. */
interface Run {
  /** 'Job <id> (<kind> <key>)', for the log. */
  label: string;
  token: string;
  /** Job.signal's: aborted once the lease is known to be gone, or must be taken as gone. */
  lease: AbortController;
  /** A renewal found another claim on the job: it is not renewed again, and its result is not written. */
  lost: boolean;
  /** A renewal of it is under way: the next round leaves it be, so a slow one is never doubled. */
  renewing: boolean;
  /**
   * Its handler has returned: the result being written releases the lease, so a renewal that arrives
   * after it finds none without another claim having taken it. It is still renewed (the write may wait
   * for a pooled connection), but `finish` alone tells a real loss then, and the handler is gone.
   */
  ended: boolean;
  /** When the database last said the lease was this run's (this process's clock, after the answer). */
  heldAt: number;
  done: Promise<void>;
}

/**
 * Runs due jobs from the database (docs/jobs.md). A job is claimed by writing a lease on it in one
 * statement: on PostgreSQL the rows are picked `FOR UPDATE SKIP LOCKED`, so runners on several instances
 * claim different jobs without waiting on each other; on SQLite the statement holds the write lock.
 * Leases and due times are the database's clock, so instances whose clocks differ agree on them.
 * Each job is run by one runner at a time; a runner that dies stops renewing its leases, and once one
 * has passed the job is claimed again by whichever runner looks next. A result is written only under
 * the claim that ran it, so a runner that lost its lease cannot overwrite a newer run.
 */
export function createJobRunner(sql: SqlDb, options: JobRunnerOptions) {
  const { handlers, leaseMs, pollMs, logError } = options;
  const concurrency = options.concurrency ?? 4;
  const now = options.now ?? Date.now;
  const lease = Math.round(leaseMs);
  const kinds = Object.keys(handlers);
  const claimDue = claimQuery(kinds);
  /** The runs whose handlers have not returned yet, lost or not: never claimed again meanwhile. */
  const running = new Map<number, Run>();
  /** Between start() and stop(): looking for jobs. */
  let active = false;
  /** After stop(): nothing more is written, as after a crash. */
  let halted = false;
  let poller: NodeJS.Timeout | null = null;
  let renewer: NodeJS.Timeout | null = null;
  let claiming: Promise<number> | null = null;
  let claimAgain = false;

  async function claim(limit: number): Promise<{ token: string; rows: ClaimedRow[]; at: number }> {
    const token = randomUUID();
    const rows = await sql.all(claimDue, { token, lease, running: JSON.stringify([...running.keys()]), limit });
    return { token, rows, at: now() };
  }

  /** Writes the handler's outcome, under the claim that ran it only: the rows written (0 if it was lost). */
  async function finish(row: ClaimedRow, token: string, outcome: JobOutcome | { failed: unknown }): Promise<number> {
    if ('failed' in outcome) {
      const failures = Number(row.failures) + 1;
      return sql.run(failedQuery, {
        failures,
        error: String(outcome.failed instanceof Error ? outcome.failed.message : outcome.failed).slice(0, 1000),
        pause: failureBackoffMs(failures),
        id: row.id,
        token,
      });
    }
    // Work asked for while this run went on (`rerun`) gets a run of its own, at once.
    const again = 'done' in outcome ? 0 : Math.max(0, Math.round(outcome.again));
    return sql.run(finishedQuery, { done: 'done' in outcome ? 1 : 0, again, id: row.id, token });
  }

  /** Tells the run's handler its lease is gone (Job.signal), and logs why, once. */
  function letGo(run: Run, why: string): void {
    if (run.lease.signal.aborted) return;
    const error = new Error(why);
    run.lease.abort(error);
    logError(error);
  }

  async function run(row: ClaimedRow, entry: Run): Promise<void> {
    const handler = handlers[row.kind];
    const job: Job = {
      id: Number(row.id),
      kind: row.kind,
      key: row.key,
      payload: JSON.parse(row.payload) as unknown,
      runs: Number(row.runs),
      createdAt: Number(row.created_at),
      signal: entry.lease.signal,
      lease: leaseFence({ id: Number(row.id), token: entry.token, signal: entry.lease.signal, label: entry.label }),
    };
    let outcome: JobOutcome | { failed: unknown };
    try {
      if (!handler) throw new Error(`No handler for jobs of kind ${row.kind}`);
      outcome = await handler(job);
    } catch (error) {
      outcome = { failed: error };
    }
    entry.ended = true;
    // A stopped runner writes nothing more: its leases run out and another runner takes the jobs over.
    if (halted) return;
    if ('failed' in outcome) logError(outcome.failed);
    try {
      const written = await finish(row, entry.token, outcome);
      if (written === 0 && !halted && !entry.lost) {
        entry.lost = true;
        logError(
          new Error(`${entry.label}: another claim took its lease before its run ended; its result was not written`),
        );
      }
    } catch (error) {
      if (!halted) logError(error);
    }
  }

  /** Claims what it has room for and starts it; the number of jobs started. */
  async function claimAndStart(): Promise<number> {
    const room = concurrency - running.size;
    if (room <= 0 || kinds.length === 0) return 0;
    const { token, rows, at } = await claim(room);
    // Stopped while claiming: what it claimed is left to its lease, as after a crash, and not started on
    // a database about to close.
    if (halted) return 0;
    for (const row of rows) {
      const id = Number(row.id);
      const entry: Run = {
        label: `Job ${id} (${row.kind} ${row.key})`,
        token,
        lease: new AbortController(),
        lost: false,
        renewing: false,
        ended: false,
        heldAt: at,
        done: Promise.resolve(),
      };
      entry.done = run(row, entry).finally(() => {
        // This run's entry only, never one another run of the job put there since.
        if (running.get(id) === entry) running.delete(id);
        poke();
      });
      running.set(id, entry);
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

  /**
   * Renews one run's lease. 0 rows: another claim holds the job (this runner stalled past its lease and
   * another took it), so the run is let go: never renewed again, its handler told, its result not written.
   * An error is logged, and the next round tries again.
   */
  async function renew(id: number, entry: Run): Promise<void> {
    try {
      const changed = await sql.run(renewQuery, { lease, id, token: entry.token });
      if (halted) return;
      if (changed > 0) {
        entry.heldAt = now();
      } else if (!entry.ended) {
        entry.lost = true;
        letGo(entry, `${entry.label}: its lease was taken by another claim; its run here is no longer renewed`);
      }
    } catch (error) {
      if (!halted) logError(error);
    }
  }

  /**
   * Every third of the lease: each run renewed on its own, so one renewal that fails or hangs holds up
   * no other's, and none started while the run's last one is still under way. A run whose lease has gone
   * unrenewed for longer than the lease (by this process's clock, since the database's last yes) may be
   * claimed by another runner at any moment: its handler is told (it is still renewed: if no other
   * runner took it, the lease is still its own).
   */
  function renewLeases(): void {
    if (halted) return;
    const at = now();
    for (const [id, entry] of running) {
      if (entry.lost) continue;
      if (!entry.ended && at - entry.heldAt >= lease) {
        letGo(
          entry,
          `${entry.label}: its lease went unrenewed for ${at - entry.heldAt} ms; another runner may claim it`,
        );
      }
      if (entry.renewing) continue;
      entry.renewing = true;
      void renew(id, entry).finally(() => (entry.renewing = false));
    }
  }

  const purgeDone = () => sql.run(purgeQuery, { keep: KEEP_DONE_MS });

  return {
    /** Starts looking for due jobs: at once, then every `pollMs`. */
    start(): void {
      if (active) return;
      active = true;
      halted = false;
      poke();
      poller = setInterval(poke, pollMs);
      poller.unref();
      renewer = setInterval(renewLeases, leaseMs / 3);
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
