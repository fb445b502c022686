import type { ChainGateway } from '../chain/chain-gateway';
import type { SqlDb } from '../db/sql';
import type { JobHandler } from '../jobs/jobs';
import { finishWithdrawal, pendingWithdrawal } from './withdrawals';

export interface SettlementOptions {
  /** How long the chain has to confirm a withdrawal before it is voided back to the wallet. */
  deadlineMs: number;
  /** How soon a withdrawal the chain has not settled yet is asked about again. */
  retryMs: number;
}

/**
 * The job that drives one withdrawal to an end (kind SETTLE_WITHDRAWAL, keyed by its id; made with the
 * withdrawal, in its transaction). Nothing lives only in this process's memory: the job is in the
 * database, claimed with a lease, so a crash or another instance hands it on (server/jobs/). The gateway
 * is called with the withdrawal's random chain reference and so never pays one twice, however often it
 * is asked. Its deadline goes with the order: past it the chain never sends it, and the gateway's
 * `refused` (given only with proof that it can never land) is final, so the amount is voided back to the
 * wallet. A withdrawal the gateway cannot be reached about stays pending, because voiding money that may
 * have left would pay it twice.
 */
export function settleWithdrawalJob(
  sql: SqlDb,
  gateway: ChainGateway,
  options: SettlementOptions,
  logError: (error: unknown) => void,
): JobHandler {
  return async (job) => {
    const id = Number(job.key);
    const withdrawal = await pendingWithdrawal(sql, id);
    if (!withdrawal) return { done: true };
    try {
      const state = await gateway.sendWithdrawal({
        reference: withdrawal.chain_reference,
        address: withdrawal.address,
        amountCents: withdrawal.amount_cents,
        feeCents: withdrawal.fee_cents,
        expiresAt: new Date(Date.parse(withdrawal.created_at) + options.deadlineMs).toISOString(),
      });
      if (state.status === 'pending') return { again: options.retryMs };
      await finishWithdrawal(
        sql,
        id,
        state.status === 'confirmed' ? { hash: state.hash } : { voided: true },
        job.lease,
      );
      return { done: true };
    } catch (error) {
      // The chain unreachable, a preflight refused: asked again at the usual pace, not backed off, since
      // the withdrawal's deadline runs meanwhile.
      logError(error);
      return { again: options.retryMs };
    }
  };
}
