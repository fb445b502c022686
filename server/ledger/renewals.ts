import { param, query } from '../db/query';
import type { SqlTx } from '../db/sql';
import { move } from './ledger';

/** One side of a renewal: the member's ('out') or the creator's ('in'), a 'subscription' transaction. */
const insertSide = query((db) =>
  db.insertInto('transactions').values({
    user_id: param<number>('user'),
    transfer_id: param<number>('transfer'),
    type: 'subscription',
    direction: param<'in' | 'out'>('direction'),
    amount_cents: param<number>('amount'),
    status: 'completed',
    counterparty_id: param<number>('counterparty'),
    created_at: param<string>('at'),
  }),
);
const insertEarning = query((db) =>
  db.insertInto('earnings').values({
    creator_id: param<number>('creator'),
    from_id: param<number>('member'),
    transfer_id: param<number>('transfer'),
    type: 'renewal',
    amount_cents: param<number>('amount'),
    public: param<0 | 1>('public'),
    created_at: param<string>('at'),
  }),
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
  const side = { transfer: transferId, amount: amountCents, at };
  await tx.run(insertSide, { ...side, user: memberId, direction: 'out', counterparty: creatorId });
  await tx.run(insertSide, { ...side, user: creatorId, direction: 'in', counterparty: memberId });
  await tx.run(insertEarning, { ...side, creator: creatorId, member: memberId, public: input.public ? 1 : 0 });
}
