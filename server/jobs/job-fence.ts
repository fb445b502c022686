import { param, query } from '../db/query';
import type { SqlTx } from '../db/sql';

/**
 * The fence a lease is not (docs/jobs.md, 'Leases and clocks'), handed to a handler as `Job.lease`: a
 * handler that commits money or chain state calls `hold(tx)` first in its committing transaction, and
 * passes it down to the code that commits (the ledger's settlement, a gateway's sweep). It is a value,
 * not a context carried along every await: Node's AsyncLocalStorage would run a hook on every promise
 * of the process, the requests' included, for the sake of a few jobs.
 */
export interface LeaseFence {
  /**
   * Inside `tx`: throws LeaseLostError unless the job's row still carries this run's lease token, and
   * holds the row so that no other claim takes it before `tx` commits (PostgreSQL's row lock; SQLite's
   * write lock holds everything), so what `tx` writes commits only while no other run of the job can be
   * under way. Refuses too once Job.signal is aborted: the runner knows, or must assume, the lease is gone.
   */
  hold(tx: SqlTx): Promise<void>;
}

/** What a run that lost its job's lease is refused with at its commit: nothing it wrote is kept. */
export class LeaseLostError extends Error {
  override readonly name = 'LeaseLostError';
}

/** The job's row, if the claim @token still holds it: locked to the transaction's end on PostgreSQL. */
const heldQuery = query((db, engine) => {
  const held = db
    .selectFrom('jobs')
    .select('id')
    .where('id', '=', param<number>('id'))
    .where('lease_token', '=', param<string>('token'));
  return engine === 'postgres' ? held.forNoKeyUpdate() : held;
});

/** The fence of one run (job-runner.ts): the job's id, its claim's lease token, Job.signal, and its name for the error. */
export function leaseFence(run: { id: number; token: string; signal: AbortSignal; label: string }): LeaseFence {
  return {
    async hold(tx) {
      if (run.signal.aborted || !(await tx.get(heldQuery, { id: run.id, token: run.token }))) {
        throw new LeaseLostError(`${run.label}: its lease was lost before this run committed; nothing was written`);
      }
    },
  };
}
