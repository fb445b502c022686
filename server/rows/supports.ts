import { param, query, type RowOf } from '../db/query';
import type { Sql } from '../db/sql';

/** What a goal counts as raised: a reader's money to the creator, not what they bought (an unlock). */
const SUPPORT = ['tip', 'subscription', 'renewal'] as const;

const raisedQuery = query((db) =>
  db
    .selectFrom('earnings as e')
    .select((eb) => [
      eb.fn.sum<number | null>('e.amount_cents').as('raised'),
      eb(
        eb.fn.count<number>('e.from_id').distinct(),
        '+',
        eb.fn.sum<number>(eb.case().when('e.from_id', 'is', null).then(1).else(0).end()),
      ).as('supporters'),
    ])
    .where('e.creator_id', '=', param<number>('creator'))
    .where('e.created_at', '>=', param<string>('since'))
    .where('e.type', 'in', SUPPORT),
);

/**
 * Raised toward a creator since `since` (ISO), and by how many supporters: each member once, and each
 * crypto tip as one more (its reader has no account, so two of them cannot be told apart).
 */
export async function raisedSince(
  q: Sql,
  creatorId: number,
  since: string,
): Promise<{ raisedCents: number; supporters: number }> {
  const row = await q.get(raisedQuery, { creator: creatorId, since });
  return { raisedCents: Number(row?.raised ?? 0), supporters: Number(row?.supporters ?? 0) };
}

/**
 * A creator's latest tips (crypto ones included) and new subscriptions (renewals are the same support
 * again), newest first. first_name is null when the supporter's account is closed, or for a crypto tip
 * (a reader without an account).
 */
const latestSupportsQuery = query((db) =>
  db
    .selectFrom('earnings as e')
    .leftJoin('users as u', 'u.id', 'e.from_id')
    .select((eb) => [
      'e.amount_cents',
      'e.message',
      'e.public',
      'e.created_at',
      eb.case().when('u.closed_at', 'is', null).then(eb.ref('u.first_name')).else(null).end().as('first_name'),
    ])
    .where('e.creator_id', '=', param<number>('creator'))
    .where('e.type', 'in', ['tip', 'subscription'])
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(param<number>('limit')),
);

export type SupportRow = RowOf<typeof latestSupportsQuery>;

export function latestSupports(q: Sql, creatorId: number, limit: number): Promise<SupportRow[]> {
  return q.all(latestSupportsQuery, { creator: creatorId, limit });
}
