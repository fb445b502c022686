import type { NotificationType } from '../../src/core/contract/notifications';
import { nowIso } from '../db/database';
import type { Sql } from '../db/sql';

/**
 * Writes one notification: @user (who is told), @type, @actor (the member it is about, or null), @amount
 * (cents, or null), @message (or null), @post (or null), @now (ISO 8601 UTC text). Every event is stored;
 * the member's settings filter it when read (services/notifications.ts), so a money call writes it with
 * this one unconditional INSERT, the same text on both engines and inside PostgreSQL's one-statement
 * money calls (ledger/postgres-money.ts).
 */
export const NOTIFY_SQL = `INSERT INTO notifications (user_id, type, actor_id, amount_cents, message, post_id, created_at)
  VALUES (@user, @type, @actor, @amount, @message, @post, @now)`;

/** What happened, for whom. */
export interface Notice {
  /** The member told. */
  userId: number;
  type: NotificationType;
  /** The member who did it; null for a reader without an account (a crypto tip). */
  actorId: number | null;
  amountCents?: number | null;
  /** A tip's note, or the comment's text. */
  message?: string | null;
  postId?: number | null;
}

/** NOTIFY_SQL's parameters. */
export function notifyParams(notice: Notice, at: string = nowIso()): Record<string, unknown> {
  return {
    user: notice.userId,
    type: notice.type,
    actor: notice.actorId,
    amount: notice.amountCents ?? null,
    message: notice.message || null,
    post: notice.postId ?? null,
    now: at,
  };
}

/**
 * The one way a notification is written: call it inside the transaction of the event it tells about
 * (the money move, the comment), so it exists exactly when the event does. It sits with the row writers
 * rather than the services so that the ledger (a crypto tip's credit) can write it too.
 */
export async function notify(q: Sql, notice: Notice): Promise<void> {
  await q.run(NOTIFY_SQL, notifyParams(notice));
}

export interface NotificationRow {
  id: number;
  type: NotificationType;
  actor_id: number | null;
  amount_cents: number | null;
  message: string | null;
  post_id: number | null;
  read_at: string | null;
  created_at: string;
}

/** `type IN (…)` over the given types, for a member's shown notifications; never empty SQL. */
function typeFilter(types: readonly NotificationType[]): string {
  return types.length === 0 ? '1 = 0' : `type IN (${types.map(() => '?').join(', ')})`;
}

export function notificationRows(
  q: Sql,
  userId: number,
  types: readonly NotificationType[],
  page: { limit: number; offset: number },
): Promise<NotificationRow[]> {
  return q.all<NotificationRow>(
    `SELECT id, type, actor_id, amount_cents, message, post_id, read_at, created_at FROM notifications
     WHERE user_id = ? AND ${typeFilter(types)} ORDER BY id DESC LIMIT ? OFFSET ?`,
    userId,
    ...types,
    page.limit,
    page.offset,
  );
}

/** How many of the given types the member has, and how many of them are unread. */
export async function countNotifications(
  q: Sql,
  userId: number,
  types: readonly NotificationType[],
): Promise<{ total: number; unread: number }> {
  const row = await q.get<{ total: number; unread: number | null }>(
    `SELECT COUNT(*) AS total, SUM(CASE WHEN read_at IS NULL THEN 1 ELSE 0 END) AS unread FROM notifications
     WHERE user_id = ? AND ${typeFilter(types)}`,
    userId,
    ...types,
  );
  return { total: Number(row?.total ?? 0), unread: Number(row?.unread ?? 0) };
}

/** Marks the member's own notifications read: those of `ids` (others' ids change nothing), or all. */
export async function markRead(q: Sql, userId: number, ids: readonly number[] | undefined): Promise<void> {
  const only = ids === undefined ? '' : ` AND id IN (${ids.map(() => '?').join(', ')})`;
  await q.run(
    `UPDATE notifications SET read_at = ? WHERE user_id = ? AND read_at IS NULL${only}`,
    nowIso(),
    userId,
    ...(ids ?? []),
  );
}
