import { param, query, type RowOf } from '../db/query';
import type { Sql } from '../db/sql';
import type { Row } from '../db/tables';

/** A receipt as stored (transfer_id is null for the receipt of a post unlocked before). */
export type ReceiptRow = Row<'receipts'>;

/**
 * A paying call's receipt, written in its transaction by either engine's money call (money-calls.ts,
 * postgres-money.ts). Binds @receipt, @type, @user, @creator, @post, @site, @amount, @transfer and @now.
 */
export const insertReceipt = query((db) =>
  db.insertInto('receipts').values({
    id: param<string>('receipt'),
    type: param<ReceiptRow['type']>('type'),
    member_id: param<number>('user'),
    creator_id: param<number>('creator'),
    post_id: param<number | null>('post'),
    site: param<string | null>('site'),
    amount_cents: param<number>('amount'),
    transfer_id: param<number | null>('transfer'),
    created_at: param<string>('now'),
  }),
);

/** What @user paid for the post @post when they unlocked it (its price then). */
export const unlockPaid = query((db) =>
  db
    .selectFrom('earnings')
    .select('amount_cents')
    .where('post_id', '=', param<number>('post'))
    .where('from_id', '=', param<number>('user'))
    .where('type', '=', 'unlock')
    .orderBy('id')
    .limit(1),
);

/**
 * The receipt with its creator's alias now, and what it paid for as it stands: subscription_end is the
 * end of the member's subscription to the creator, if they have one; unlocked, that the post is still
 * unlocked for the member and not deleted.
 */
const receiptStateQuery = query((db) =>
  db
    .selectFrom('receipts as r')
    .innerJoin('users as u', 'u.id', 'r.creator_id')
    .selectAll('r')
    .select((eb) => [
      'u.alias as creator_alias',
      eb.case().when('u.closed_at', 'is', null).then(1).else(0).end().as('creator_open'),
      eb
        .selectFrom('subscriptions as s')
        .select((max) => max.fn.max('s.expires_at').as('end'))
        .whereRef('s.subscriber_id', '=', 'r.member_id')
        .whereRef('s.creator_id', '=', 'r.creator_id')
        .$asScalar()
        .as('subscription_end'),
      eb
        .case()
        .when(
          eb.exists(
            eb
              .selectFrom('unlocks as l')
              .innerJoin('posts as p', 'p.id', 'l.post_id')
              .select((one) => one.lit(1).as('one'))
              .whereRef('l.post_id', '=', 'r.post_id')
              .whereRef('l.user_id', '=', 'r.member_id')
              .where('p.deleted_at', 'is', null),
          ),
        )
        .then(1)
        .else(0)
        .end()
        .as('unlocked'),
    ])
    .where('r.id', '=', param<string>('id')),
);

export type ReceiptStateRow = RowOf<typeof receiptStateQuery>;

export function receiptWithState(q: Sql, id: string): Promise<ReceiptStateRow | undefined> {
  return q.get(receiptStateQuery, { id });
}
