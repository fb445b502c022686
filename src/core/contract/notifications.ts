import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { countSchema, idSchema, moneySchema, pagedListSchema, timestampSchema } from './common';
import { creatorSummarySchema } from './users';

/** API.md, 'A creator's business': what a member is told about. */
export const notificationTypes = ['tip', 'subscription', 'renewal', 'subscription_ended', 'comment'] as const;
export type NotificationType = (typeof notificationTypes)[number];

/**
 * Why a member's subscription ended, when they are told (a `subscription_ended` notification's `reason`):
 * their balance could not pay the renewal, or the creator closed their account or stopped taking
 * subscriptions. One they cancelled ends untold: they chose it.
 */
export const subscriptionEndReasons = ['unpaid', 'creator_gone'] as const;
export type SubscriptionEndReason = (typeof subscriptionEndReasons)[number];

/**
 * The notification settings' switch (settings.notification.<switch>) that shows or hides each type. A
 * subscription that ended has none: it tells the member their renewal could not be paid, or that the
 * creator no longer takes it, and either way the subscription they count on is gone, which they must hear
 * about whatever they switched off (API.md: 'a renewal the balance cannot pay ends it and tells the
 * member').
 */
export const notificationSwitch: Record<NotificationType, string | null> = {
  tip: 'tips',
  subscription: 'subscriptions',
  renewal: 'subscriptions',
  subscription_ended: null,
  comment: 'comments',
};

/** At most this many ids in one 'mark read'. */
export const NOTIFICATION_READ_MAX_IDS = 100;

export const notificationSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    type: z.enum(notificationTypes),
    /** Who did it; null for a crypto tip from a reader without an account, or an account since closed. */
    actor: creatorSummarySchema.nullable(),
    amount: moneySchema.optional(),
    /** A tip's note, or the comment's text. */
    message: z.string().optional(),
    /** The post a comment is on. */
    post_id: idSchema.optional(),
    /** Why a subscription ended; on `subscription_ended` only. */
    reason: z.enum(subscriptionEndReasons).optional(),
    read: z.boolean(),
    created_at: timestampSchema,
  }),
);
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListResponseSchema = lazySchema(() =>
  pagedListSchema('notifications', notificationSchema).extend({ unread: countSchema }),
);
export type NotificationList = z.infer<typeof notificationListResponseSchema>;

/** `ids` names the member's notifications to mark read; without it, all of them. */
export const notificationReadRequestSchema = lazySchema(() =>
  z.object({ ids: z.array(idSchema).min(1).max(NOTIFICATION_READ_MAX_IDS).optional() }).strict(),
);
export type NotificationReadRequest = z.input<typeof notificationReadRequestSchema>;

export const notificationReadResponseSchema = lazySchema(() => z.object({ unread: countSchema }));
