import { named, query } from '../db/query';
import type { SqlTx } from '../db/sql';
import { move } from './ledger';

/** One side of a renewal: the member's ('out') or the creator's ('in'), a 'subscription' transaction. */
const insertSide = query((db) =>
  db.insertInto('transactions').values({
    ...named('transactions', 'user_id transfer_id direction amount_cents counterparty_id created_at'),
    type: 'subscription',
    status: 'completed',
  }),
);
const insertEarning = query((db) =>
  db
    .insertInto('earnings')
    .values({ ...named('earnings', 'creator_id from_id transfer_id amount_cents public created_at'), type: 'renewal' }),
);

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
  const side = { transfer_id: transferId, amount_cents: amountCents, created_at: at };
  await tx.run(insertSide, { ...side, user_id: memberId, direction: 'out', counterparty_id: creatorId });
  await tx.run(insertSide, { ...side, user_id: creatorId, direction: 'in', counterparty_id: memberId });
  await tx.run(insertEarning, { ...side, creator_id: creatorId, from_id: memberId, public: input.public ? 1 : 0 });
}
