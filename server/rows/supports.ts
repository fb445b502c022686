import type { Sql } from '../db/sql';

/** What a goal counts as raised: a reader's money to the creator, not what they bought (an unlock). */
const SUPPORT = "e.type IN ('tip', 'subscription', 'renewal')";

/**
 * Raised toward a creator since `since` (ISO), and by how many supporters: each member once, and each
 * crypto tip as one more (its reader has no account, so two of them cannot be told apart).
 */
export async function raisedSince(
  q: Sql,
  creatorId: number,
  since: string,
): Promise<{ raisedCents: number; supporters: number }> {
  const row = await q.get<{ raised: number | null; supporters: number }>(
    `SELECT SUM(e.amount_cents) AS raised,
       COUNT(DISTINCT e.from_id) + SUM(CASE WHEN e.from_id IS NULL THEN 1 ELSE 0 END) AS supporters
     FROM earnings e WHERE e.creator_id = ? AND e.created_at >= ? AND ${SUPPORT}`,
    creatorId,
    since,
  );
  return { raisedCents: Number(row?.raised ?? 0), supporters: Number(row?.supporters ?? 0) };
}

export interface SupportRow {
  amount_cents: number;
  message: string | null;
  public: number;
  created_at: string;
  /** Null when the supporter's account is closed, or for a crypto tip (a reader without an account). */
  first_name: string | null;
}

/**
 * A creator's latest tips (crypto ones included) and new subscriptions (renewals are the same support
 * again), newest first.
 */
export function latestSupports(q: Sql, creatorId: number, limit: number): Promise<SupportRow[]> {
  return q.all<SupportRow>(
    `SELECT e.amount_cents, e.message, e.public, e.created_at,
       CASE WHEN u.closed_at IS NULL THEN u.first_name ELSE NULL END AS first_name
     FROM earnings e LEFT JOIN users u ON u.id = e.from_id
     WHERE e.creator_id = ? AND e.type IN ('tip', 'subscription')
     ORDER BY e.created_at DESC, e.id DESC LIMIT ?`,
    creatorId,
    limit,
  );
}
