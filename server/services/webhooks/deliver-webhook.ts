import type { JobHandler } from '../../jobs/jobs';
import type { SqlDb } from '../../db/sql';
import { nowIso } from '../../db/database';
import { deliveryToSend, endDelivery, paymentEventOf, recordAttempt } from '../../rows/webhooks';
import type { ReceiptKeys } from '../receipts/receipt-keys';
import { paymentEventData } from './payment-event';
import type { WebhookPolicy } from './webhook-address';
import { webhookSignature } from './webhook-signature';
import type { SendOutcome } from './send-webhook';

export interface DeliveryOptions {
  /** The secret behind a payment event's supporter id. */
  receipts: ReceiptKeys;
  policy: WebhookPolicy;
  send: (url: string, body: string, headers: Record<string, string>, policy: WebhookPolicy) => Promise<SendOutcome>;
  /** The first retry's pause; each next one doubles, up to `maxRetryMs` (30 s and 1 h in production). */
  retryMs: number;
  maxRetryMs: number;
  /** How long an event is retried from its creation (API.md: 24 hours). */
  giveUpMs: number;
  now?: () => number;
}

/** The pause after `attempts` failed attempts. */
export const retryDelay = (attempts: number, options: Pick<DeliveryOptions, 'retryMs' | 'maxRetryMs'>) =>
  Math.min(options.retryMs * 2 ** Math.max(0, attempts - 1), options.maxRetryMs);

/**
 * Sends one delivery (the job's key is its id) and records the attempt: a 2xx delivers it; anything else
 * (another status, no answer, a refused address) is tried again with backoff until the event is
 * `giveUpMs` old, then it fails. A job that dies mid-send is run again by the next claimant, so a
 * receiver may see an event twice (at least once, API.md): the body's `id` is the same every time.
 */
export function deliverWebhookJob(sql: SqlDb, options: DeliveryOptions): JobHandler {
  const now = options.now ?? Date.now;
  return async (job) => {
    const delivery = await deliveryToSend(sql, Number(job.key));
    if (!delivery || delivery.status !== 'pending') return { done: true };
    if (delivery.webhook_deleted_at !== null) {
      await endDelivery(sql, delivery.id, 'the endpoint was deleted');
      return { done: true };
    }
    let data: unknown = JSON.parse(delivery.event_data);
    if (delivery.event_receipt_id !== null) {
      const payment = await paymentEventOf(sql, delivery.event_receipt_id);
      if (!payment) {
        await endDelivery(sql, delivery.id, 'the payment is gone');
        return { done: true };
      }
      data = paymentEventData(options.receipts, payment);
    }
    const body = JSON.stringify({
      id: delivery.event_id,
      type: delivery.event_type,
      created_at: delivery.event_created_at,
      data,
    });
    const headers = {
      'Content-Type': 'application/json',
      'User-Agent': 'Cuppa-Webhooks/1',
      'Cuppa-Signature': webhookSignature(delivery.secret, Math.floor(now() / 1000), body),
    };
    const outcome = await options.send(delivery.url, body, headers, options.policy);
    const delivered = 'status' in outcome && outcome.status >= 200 && outcome.status < 300;
    const attempts = Number(delivery.attempts) + 1;
    const giveUpAt = Date.parse(delivery.event_created_at) + options.giveUpMs;
    const expired = now() >= giveUpAt;
    const error = delivered
      ? null
      : 'status' in outcome
        ? `the endpoint answered ${outcome.status}`
        : outcome.error.slice(0, 500);
    await recordAttempt(sql, delivery.id, {
      status: delivered ? 'delivered' : expired ? 'failed' : 'pending',
      responseStatus: 'status' in outcome ? outcome.status : null,
      error,
      now: nowIso(),
    });
    if (delivered || expired) return { done: true };
    // The last attempt falls at the end of the window rather than past it.
    return { again: Math.min(retryDelay(attempts, options), giveUpAt - now()) };
  };
}
