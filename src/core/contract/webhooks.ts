import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { countSchema, idSchema, pagedListSchema, timestampSchema } from './common';

/** API.md's webhook events, which a creator picks per endpoint. */
export const webhookEventTypes = [
  'tip.created',
  'subscription.created',
  'subscription.renewed',
  'subscription.ended',
  'post.unlocked',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/** What 'send a test event' sends: to that endpoint only, whatever events it takes. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** A creator's endpoints at most: each event is sent to every one of them. */
export const WEBHOOKS_PER_CREATOR = 5;

/** The words of the webhook rules (the API's; forms translate them through core/i18n/issue-key.ts). */
export const webhookMessages = {
  urlInvalid: 'Enter the full address of your endpoint, such as https://example.com/cuppa',
  urlHttps: 'The endpoint must be an https:// address',
  urlPrivate: 'This address is not reachable from the internet: use a public https endpoint',
  urlUnresolved: 'This address’s name could not be found',
  eventsRequired: 'Choose at least one event',
  tooMany: `You can have at most ${WEBHOOKS_PER_CREATOR} endpoints`,
} as const;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

export const webhookRequestSchema = lazySchema(() =>
  z.object({
    url: z.string({ error: webhookMessages.urlInvalid }).trim().max(2048).refine(isHttpUrl, webhookMessages.urlInvalid),
    events: z
      .array(z.enum(webhookEventTypes), { error: webhookMessages.eventsRequired })
      .min(1, webhookMessages.eventsRequired)
      .transform((events) => webhookEventTypes.filter((type) => events.includes(type))),
  }),
);
export type WebhookRequest = z.input<typeof webhookRequestSchema>;

export const webhookSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    url: z.string(),
    events: z.array(z.enum(webhookEventTypes)),
    /** Shown once, in the answer that created it; the signatures' key. */
    secret: z.string().optional(),
    created_at: timestampSchema,
  }),
);
export type Webhook = z.infer<typeof webhookSchema>;
export const webhookResponseSchema = lazySchema(() => z.object({ webhook: webhookSchema }));
export const webhookListResponseSchema = lazySchema(() => z.object({ webhooks: z.array(webhookSchema) }));

export const deliveryStatuses = ['pending', 'delivered', 'failed'] as const;
export const webhookDeliverySchema = lazySchema(() =>
  z.object({
    id: idSchema,
    /** The event's type (`tip.created` …, or `webhook.test`). */
    event: z.string(),
    /** The `id` the receiver reads in the body: the same on every attempt, for deduplication. */
    event_id: z.string(),
    status: z.enum(deliveryStatuses),
    attempts: countSchema,
    response_status: z.number().int().nullable(),
    /** Why the last attempt failed (a status, a timeout, a refused address), or null. */
    last_error: z.string().nullable(),
    created_at: timestampSchema,
  }),
);
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const deliveryResponseSchema = lazySchema(() => z.object({ delivery: webhookDeliverySchema }));
export const deliveryListResponseSchema = lazySchema(() => pagedListSchema('deliveries', webhookDeliverySchema));
