import type { SqlTx } from '../db/sql';
import { move } from './ledger';

/**
 * A renewal's money: the member's wallet to the creator's, as a subscription is paid (a 'subscription'
 * transaction on each side: API.md's transaction types) with a 'renewal' earning for the creator.
 * Inside the renewal's transaction; a wallet that cannot pay refuses the whole move (LedgerError
 * 'insufficient_balance'). No connected site pays it: it counts against no site's daily cap.
 */
export async function payRenewal(
  tx: SqlTx,
  input: { memberId: number; creatorId: number; amountCents: number; public: boolean; at: string },
): Promise<void> {
  const { memberId, creatorId, amountCents, at } = input;
  const transferId = await move(tx, 'renewal', [
    { kind: 'wallet', userId: memberId, amountCents: -amountCents },
    { kind: 'wallet', userId: creatorId, amountCents },
  ]);
  const insert = `INSERT INTO transactions (user_id, transfer_id, type, direction, amount_cents, status, counterparty_id, created_at)
     VALUES (?, ?, 'subscription', ?, ?, 'completed', ?, ?)`;
  await tx.run(insert, memberId, transferId, 'out', amountCents, creatorId, at);
  await tx.run(insert, creatorId, transferId, 'in', amountCents, memberId, at);
  await tx.run(
    `INSERT INTO earnings (creator_id, from_id, transfer_id, type, amount_cents, public, created_at)
     VALUES (?, ?, ?, 'renewal', ?, ?, ?)`,
    creatorId,
    memberId,
    transferId,
    amountCents,
    input.public ? 1 : 0,
    at,
  );
}
