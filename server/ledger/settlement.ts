import type { ChainGateway } from '../chain/chain-gateway';
import type { SqlDb } from '../db/sql';
import { finishWithdrawal, pendingWithdrawal, pendingWithdrawalIds } from './withdrawals';

export interface SettlementOptions {
  /** How long the chain has to confirm a withdrawal before it is voided back to the wallet. */
  deadlineMs: number;
  /** How often pending withdrawals are asked about again (and picked up from other instances). */
  retryMs: number;
}

/**
 * Drives every pending withdrawal to an end, from the database alone: nothing lives only in this
 * process's memory, so a crash loses no withdrawal. A new withdrawal is sent at once; at start and then
 * every `retryMs`, every pending one is asked about again. The gateway is called with the withdrawal's
 * random chain reference and so never pays one twice, however often it is asked (after a crash, by another
 * instance). Its deadline goes with the order: past it the chain never sends it, so the gateway's
 * `refused` then is final and the amount is voided back to the wallet. A withdrawal the gateway cannot
 * be reached about stays pending, because voiding money that may have left would pay it twice.
 */
export function createSettlement(
  sql: SqlDb,
  gateway: ChainGateway,
  options: SettlementOptions,
  logError: (error: unknown) => void,
) {
  const asking = new Set<number>();
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  async function settle(id: number): Promise<void> {
    if (stopped || asking.has(id)) return;
    asking.add(id);
    try {
      const withdrawal = await pendingWithdrawal(sql, id);
      if (!withdrawal) return;
      const state = await gateway.sendWithdrawal({
        reference: withdrawal.chain_reference,
        address: withdrawal.address,
        amountCents: withdrawal.amount_cents,
        expiresAt: new Date(Date.parse(withdrawal.created_at) + options.deadlineMs).toISOString(),
      });
      if (stopped) return;
      if (state.status === 'confirmed') await finishWithdrawal(sql, id, { hash: state.hash });
      else if (state.status === 'refused') await finishWithdrawal(sql, id, { voided: true });
    } catch (error) {
      if (!stopped) logError(error);
    } finally {
      asking.delete(id);
    }
  }

  const sweep = async () => {
    if (stopped) return;
    try {
      for (const id of await pendingWithdrawalIds(sql)) void settle(id);
    } catch (error) {
      if (!stopped) logError(error);
    }
  };

  return {
    /** Sends one new withdrawal now, rather than at the next sweep. */
    settle: (id: number) => void settle(id),
    /** Resumes what a previous run left pending, then keeps asking. */
    start(): void {
      void sweep();
      timer ??= setInterval(() => void sweep(), options.retryMs);
      timer.unref();
    },
    stop(): void {
      stopped = true;
      if (timer) clearInterval(timer);
    },
  };
}
export type Settlement = ReturnType<typeof createSettlement>;
