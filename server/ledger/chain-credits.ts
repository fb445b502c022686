import type { ChainGateway, Deposit } from '../chain/chain-gateway';
import { nowIso } from '../db/database';
import type { SqlDb } from '../db/sql';
import { memberIdByDepositAddress } from '../rows/users';
import { move } from './ledger';

/** What crediting a chain deposit did: credited it now, or found it credited before. */
export interface CreditOutcome {
  kind: 'recharge';
  /** The member whose deposit address it reached. */
  userId: number;
  /** Its transaction (null only if the one that credited it cannot be found). */
  transactionId: number | null;
  credited: boolean;
}

/**
 * Credits USDC that reached a member's deposit address, once, whoever asks first: the deposit watch
 * (deposit-watch.ts) or the member pasting its hash (validate/{hash}). The transaction row with this hash
 * is what credits a deposit once: it is written first, before the money moves, so a second attempt (on
 * any instance) waits on its unique hash and then finds it. The gateway's own mark follows the commit,
 * and is made again by the next attempt if a crash skipped it. Null for an address no member holds.
 */
export async function creditDeposit(
  sql: SqlDb,
  gateway: ChainGateway,
  deposit: Deposit,
): Promise<CreditOutcome | null> {
  const userId = await memberIdByDepositAddress(sql, deposit.address);
  if (userId === null) return null;
  const outcome = await sql.transaction(async (tx): Promise<CreditOutcome & { unmarked: boolean }> => {
    const claimed =
      deposit.creditedTo === null
        ? await tx.get<{ id: number }>(
            `INSERT INTO transactions (user_id, type, direction, amount_cents, status, address, hash, created_at)
             VALUES (?, 'recharge', 'in', ?, 'completed', ?, ?, ?)
             ON CONFLICT (hash) WHERE type = 'recharge' DO NOTHING RETURNING id`,
            userId,
            deposit.amountCents,
            deposit.address,
            deposit.hash,
            nowIso(),
          )
        : undefined;
    if (!claimed) {
      const existing = await tx.get<{ id: number }>(
        `SELECT id FROM transactions WHERE type = 'recharge' AND hash = ?`,
        deposit.hash,
      );
      return {
        kind: 'recharge',
        userId,
        transactionId: existing?.id ?? null,
        credited: false,
        unmarked: deposit.creditedTo === null,
      };
    }
    const transferId = await move(tx, 'recharge', [
      { kind: 'chain', userId: null, amountCents: -deposit.amountCents },
      { kind: 'wallet', userId, amountCents: deposit.amountCents },
    ]);
    await tx.run('UPDATE transactions SET transfer_id = ? WHERE id = ?', transferId, claimed.id);
    return { kind: 'recharge', userId, transactionId: claimed.id, credited: true, unmarked: true };
  });
  if (outcome.unmarked) await gateway.markCredited(deposit.hash, userId);
  const { unmarked: _unmarked, ...result } = outcome;
  return result;
}
