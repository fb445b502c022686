import type { ChainGateway } from '../chain/chain-gateway';
import type { SqlDb } from '../db/sql';
import { enqueueJob, type JobHandler } from '../jobs/jobs';
import { creditDeposit } from './chain-credits';

/** The job (one, key 'all') that watches deposit addresses and credits what arrives. */
export const WATCH_DEPOSITS = 'deposit-watch';
/** A job per deposit address holding credited USDC: moves it to the hot wallet. */
export const SWEEP_DEPOSITS = 'deposit-sweep';

/** Deposits credited per run: a backlog is worked through run after run, at once. */
const BATCH = 100;

/**
 * Deposits arrive by themselves (API.md): every `everyMs` the gateway looks at the deposit addresses,
 * and each deposit it found that is not credited yet is credited to the member it reached (as a pasted
 * hash would be). Addresses holding credited USDC get their sweep job.
 */
export function watchDepositsJob(sql: SqlDb, gateway: ChainGateway, options: { everyMs: number }): JobHandler {
  return async () => {
    const arrivals = await gateway.watchDeposits(BATCH);
    let credited = 0;
    for (const deposit of arrivals) if ((await creditDeposit(sql, gateway, deposit))?.credited) credited += 1;
    for (const address of (await gateway.sweepsDue?.()) ?? []) await enqueueJob(sql, SWEEP_DEPOSITS, address);
    return { again: arrivals.length === BATCH && credited > 0 ? 0 : options.everyMs };
  };
}

/** Moves one address's credited USDC to the hot wallet, following the sweep until it lands. */
export function sweepDepositsJob(gateway: ChainGateway, options: { retryMs: number }): JobHandler {
  return async (job) => {
    if (!gateway.sweep) return { done: true };
    return (await gateway.sweep(job.key, job.lease)) === 'done' ? { done: true } : { again: options.retryMs };
  };
}
