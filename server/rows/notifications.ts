import type { NotificationType, SubscriptionEndReason } from '../../src/core/contract/notifications';
import { nowIso } from '../db/database';
import { param, query, queryNow, type QueryBuilder } from '../db/query';
import type { Sql } from '../db/sql';
import type { Row } from '../db/tables';

/**
 * Writes one notification: @user (who is told), @type, @actor (the member it is about, or null), @amount
 * (cents, or null), @message (or null), @post (or null), @reason (why a subscription ended, or null),
 * @now (ISO 8601 UTC text). Every event is stored; the member's settings filter it when read
 * (services/notifications.ts), so a money call writes it with this one unconditional INSERT, the same
 * text on both engines and inside PostgreSQL's one-statement money calls (ledger/postgres-money.ts).
 */
export const notifyQuery = query((db) =>
  db.insertInto('notifications').values({
    user_id: param<number>('user'),
    type: param<NotificationType>('type'),
    actor_id: param<number | null>('actor'),
    amount_cents: param<number | null>('amount'),
    message: param<string | null>('message'),
    post_id: param<number | null>('post'),
    reason: param<SubscriptionEndReason | null>('reason'),
    created_at: param<string>('now'),
  }),
);

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
  /** Why a subscription ended (`subscription_ended` only). */
  reason?: SubscriptionEndReason | null;
}

/** notifyQuery's parameters. */
export function notifyParams(notice: Notice, at: string = nowIso()): Record<string, unknown> {
  return {
    user: notice.userId,
    type: notice.type,
    actor: notice.actorId,
    amount: notice.amountCents ?? null,
    message: notice.message || null,
    post: notice.postId ?? null,
    reason: notice.reason ?? null,
    now: at,
  };
}

/**
 * The one way a notification is written: call it inside the transaction of the event it tells about
 * (the money move, the comment), so it exists exactly when the event does. It sits with the row writers
 * rather than the services so that the ledger (a crypto tip's credit) can write it too.
 */
export async function notify(q: Sql, notice: Notice): Promise<void> {
  await q.run(notifyQuery, notifyParams(notice));
}

/** A member's notifications of the given types (never none: the callers read nothing then). */
const notificationsOf = (db: QueryBuilder, userId: number, types: readonly NotificationType[]) =>
  db.selectFrom('notifications').where('user_id', '=', userId).where('type', 'in', types);

export type NotificationRow = Pick<
  Row<'notifications'>,
  'id' | 'type' | 'actor_id' | 'amount_cents' | 'message' | 'post_id' | 'reason' | 'read_at' | 'created_at'
>;

export async function notificationRows(
  q: Sql,
  userId: number,
  types: readonly NotificationType[],
  page: { limit: number; offset: number },
): Promise<NotificationRow[]> {
  if (types.length === 0) return [];
  const rows = queryNow(q.engine, (db) =>
    notificationsOf(db, userId, types)
      .select(['id', 'type', 'actor_id', 'amount_cents', 'message', 'post_id', 'reason', 'read_at', 'created_at'])
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset),
  );
  return q.all(rows);
}

/** How many of the given types the member has, and how many of them are unread. */
export async function countNotifications(
  q: Sql,
  userId: number,
  types: readonly NotificationType[],
): Promise<{ total: number; unread: number }> {
  if (types.length === 0) return { total: 0, unread: 0 };
  const counts = queryNow(q.engine, (db) =>
    notificationsOf(db, userId, types).select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number | null>(eb.case().when('read_at', 'is', null).then(1).else(0).end()).as('unread'),
    ]),
  );
  const row = await q.get(counts);
  return { total: Number(row?.total ?? 0), unread: Number(row?.unread ?? 0) };
}

/** Marks the member's own notifications read: those of `ids` (others' ids change nothing), or all. */
export async function markRead(q: Sql, userId: number, ids: readonly number[] | undefined): Promise<void> {
  if (ids?.length === 0) return;
  const update = queryNow(q.engine, (db) => {
    const unread = db
      .updateTable('notifications')
      .set({ read_at: nowIso() })
      .where('user_id', '=', userId)
      .where('read_at', 'is', null);
    return ids === undefined ? unread : unread.where('id', 'in', ids);
  });
  await q.run(update);
}
