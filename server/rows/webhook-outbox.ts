import { randomId } from '../random-id';
import type { WebhookEventType } from '../../src/core/contract/webhooks';
import { nowIso } from '../db/database';
import type { Sql } from '../db/sql';
import { enqueueJob } from '../jobs/jobs';
import {
  DELIVER_WEBHOOK,
  insertDelivery,
  insertWebhookEvent,
  liveWebhooks,
  webhookEvents,
  type WebhookRow,
} from './webhooks';

/** A new webhook event's id: made by the process, for either engine's money call to write too. */
export const newEventId = () => randomId('evt_');

/**
 * Writes an event and a delivery to each of the given endpoints, each with its job, in the caller's
 * transaction: inside a money move, the event exists exactly when the money moved (an outbox), and the
 * job runner then sends each delivery once across instances. Returns the event's id and its deliveries.
 */
export async function writeWebhookEvent(
  q: Sql,
  creatorId: number,
  type: string,
  data: Record<string, unknown>,
  endpoints: readonly WebhookRow[],
): Promise<{ eventId: string; deliveryIds: number[] }> {
  const eventId = newEventId();
  const now = nowIso();
  await insertWebhookEvent(q, {
    id: eventId,
    creator_id: creatorId,
    type,
    data: JSON.stringify(data),
    created_at: now,
  });
  const deliveryIds: number[] = [];
  for (const endpoint of endpoints) {
    const id = await insertDelivery(q, endpoint.id, eventId, now);
    await enqueueJob(q, DELIVER_WEBHOOK, String(id));
    deliveryIds.push(id);
  }
  return { eventId, deliveryIds };
}

/**
 * A creator's event, to every endpoint of theirs that takes its type; nothing is written without one.
 * True when deliveries were made (the caller pokes the job runner once its transaction has committed).
 * With the row writers, not the services, so that the ledger's own money moves (a crypto tip's credit)
 * can write theirs; a paying call writes its event with paymentEvent instead (rows/webhooks.ts).
 */
export async function recordWebhookEvent(
  q: Sql,
  creatorId: number,
  type: WebhookEventType,
  data: Record<string, unknown>,
): Promise<boolean> {
  const endpoints = (await liveWebhooks(q, creatorId)).filter((endpoint) => webhookEvents(endpoint).includes(type));
  if (endpoints.length === 0) return false;
  await writeWebhookEvent(q, creatorId, type, data, endpoints);
  return true;
}
