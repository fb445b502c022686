import type { ReceiptType } from '../../src/core/contract/receipts';
import type { Sql } from '../db/sql';

export interface ReceiptRow {
  id: string;
  type: ReceiptType;
  member_id: number;
  creator_id: number;
  post_id: number | null;
  site: string | null;
  amount_cents: number;
  /** The money move it records (null for the receipt of a post unlocked before). */
  transfer_id: number | null;
  created_at: string;
}

/**
 * A paying call's receipt, written in its transaction by either engine's money call (money-calls.ts,
 * postgres-money.ts). Binds @receipt, @type, @user, @creator, @post, @site, @amount, @transfer and @now.
 */
export const INSERT_RECEIPT = `INSERT INTO receipts (id, type, member_id, creator_id, post_id, site, amount_cents,
    transfer_id, created_at)
  VALUES (@receipt, @type, @user, @creator, @post, @site, @amount, @transfer, @now)`;

/** What @user paid for the post @post when they unlocked it (its price then). */
export const UNLOCK_PAID = `SELECT amount_cents FROM earnings
  WHERE post_id = @post AND from_id = @user AND type = 'unlock' ORDER BY id LIMIT 1`;

export interface ReceiptStateRow extends ReceiptRow {
  creator_alias: string;
  creator_open: number;
  /** The end of the member's subscription to the creator, if they have one. */
  subscription_end: string | null;
  /** The post is still unlocked for the member and not deleted. */
  unlocked: number;
}

/** The receipt with its creator's alias now, and what it paid for as it stands. */
export function receiptWithState(q: Sql, id: string): Promise<ReceiptStateRow | undefined> {
  return q.get<ReceiptStateRow>(
    `SELECT r.*, u.alias AS creator_alias,
       CASE WHEN u.closed_at IS NULL THEN 1 ELSE 0 END AS creator_open,
       (SELECT MAX(s.expires_at) FROM subscriptions s
         WHERE s.subscriber_id = r.member_id AND s.creator_id = r.creator_id) AS subscription_end,
       CASE WHEN EXISTS (SELECT 1 FROM unlocks l JOIN posts p ON p.id = l.post_id
         WHERE l.post_id = r.post_id AND l.user_id = r.member_id AND p.deleted_at IS NULL) THEN 1 ELSE 0 END AS unlocked
     FROM receipts r JOIN users u ON u.id = r.creator_id WHERE r.id = ?`,
    id,
  );
}
