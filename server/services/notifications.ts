import { fromCents } from '../../src/core/contract/common';
import {
  notificationSwitch,
  notificationTypes,
  type Notification,
  type NotificationList,
  type NotificationType,
  type SubscriptionEndReason,
} from '../../src/core/contract/notifications';
import type { Sql } from '../db/sql';
import { loadUsers } from '../rows/load-users';
import { countNotifications, markRead, notificationRows, type NotificationRow } from '../rows/notifications';
import { readSettings } from '../rows/settings';
import { toCreatorSummary, type UserRow } from '../rows/users';

/**
 * The types the member's notification settings show (API.md: each respects them). They are applied
 * here, when read, not when written: switching one back on shows what happened meanwhile, and the
 * money calls write every event with one unconditional INSERT.
 */
async function shownTypes(q: Sql, userId: number): Promise<NotificationType[]> {
  const { notification } = await readSettings(q, userId);
  return notificationTypes.filter((type) => {
    const name = notificationSwitch[type];
    return name === null || notification[name] !== false;
  });
}

/**
 * Why a subscription ended, as its notification says. One without a reason is unpaid: that was the only
 * end told before the reason was stored, and an instance of that version, still running beside this one
 * during a deploy, goes on writing them without it after the migration, so filling the old rows in once
 * would not catch them all.
 */
const endReason = (row: NotificationRow): SubscriptionEndReason => row.reason ?? 'unpaid';

/**
 * One notification as the member reads it. An actor whose account has since closed is no one now (as
 * their comments leave with them, so does a comment's text).
 */
function toNotification(row: NotificationRow, actor: UserRow | undefined): Notification {
  const open = actor && actor.closed_at === null ? actor : undefined;
  const message = row.type === 'comment' && !open ? null : row.message;
  return {
    id: Number(row.id),
    type: row.type,
    actor: open ? toCreatorSummary(open) : null,
    ...(row.amount_cents === null ? {} : { amount: fromCents(Number(row.amount_cents)) }),
    ...(message === null ? {} : { message }),
    ...(row.post_id === null ? {} : { post_id: Number(row.post_id) }),
    ...(row.type === 'subscription_ended' ? { reason: endReason(row) } : {}),
    read: row.read_at !== null,
    created_at: row.created_at,
  };
}

/** A page of the member's notifications, newest first, with how many they have and how many are unread. */
export async function notificationPage(
  q: Sql,
  userId: number,
  page: { limit: number; offset: number },
): Promise<NotificationList> {
  const types = await shownTypes(q, userId);
  const rows = await notificationRows(q, userId, types, page);
  const actors = await loadUsers(
    q,
    rows.map((row) => (row.actor_id === null ? null : Number(row.actor_id))),
  );
  const counts = await countNotifications(q, userId, types);
  return {
    notifications: rows.map((row) =>
      toNotification(row, row.actor_id === null ? undefined : actors.get(Number(row.actor_id))),
    ),
    ...counts,
  };
}

/**
 * Marks the member's notifications read (those of `ids`, or all), for every device of theirs: the state
 * is the server's. Answers how many shown ones are still unread.
 */
export async function readNotifications(q: Sql, userId: number, ids: readonly number[] | undefined): Promise<number> {
  await markRead(q, userId, ids);
  return (await countNotifications(q, userId, await shownTypes(q, userId))).unread;
}
