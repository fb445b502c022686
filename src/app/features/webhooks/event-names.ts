import type { WebhookEventType } from '../../../core/contract/webhooks';

/** Each event's text in app.json (`webhooks.events.*`): i18next reads a dot as a path, so not the type itself. */
export const eventTextKey = {
  'tip.created': 'webhooks.events.tipCreated',
  'subscription.created': 'webhooks.events.subscriptionCreated',
  'subscription.renewed': 'webhooks.events.subscriptionRenewed',
  'subscription.ended': 'webhooks.events.subscriptionEnded',
  'post.unlocked': 'webhooks.events.postUnlocked',
} as const satisfies Record<WebhookEventType, string>;
