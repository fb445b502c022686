import type { WebhookDelivery, WebhookEventType } from '../../src/core/contract/webhooks';
import type { Sql } from '../db/sql';

export interface WebhookRow {
  id: number;
  creator_id: number;
  url: string;
  /** A JSON array of event types. */
  events: string;
  secret: string;
  deleted_at: string | null;
  created_at: string;
}

export const webhookEvents = (row: WebhookRow): WebhookEventType[] => JSON.parse(row.events) as WebhookEventType[];

export const liveWebhooks = (q: Sql, creatorId: number) =>
  q.all<WebhookRow>('SELECT * FROM webhooks WHERE creator_id = ? AND deleted_at IS NULL ORDER BY id', creatorId);

/** A creator's own live endpoint, or undefined (another creator's is not theirs to see). */
export const ownWebhook = (q: Sql, creatorId: number, id: number) =>
  q.get<WebhookRow>('SELECT * FROM webhooks WHERE id = ? AND creator_id = ? AND deleted_at IS NULL', id, creatorId);

export async function insertWebhook(
  q: Sql,
  row: Pick<WebhookRow, 'creator_id' | 'url' | 'events' | 'secret' | 'created_at'>,
): Promise<WebhookRow> {
  const made = await q.get<WebhookRow>(
    'INSERT INTO webhooks (creator_id, url, events, secret, created_at) VALUES (?, ?, ?, ?, ?) RETURNING *',
    row.creator_id,
    row.url,
    row.events,
    row.secret,
    row.created_at,
  );
  if (!made) throw new Error('webhook not recorded');
  return made;
}

export const deleteWebhook = (q: Sql, id: number, now: string) =>
  q.run('UPDATE webhooks SET deleted_at = ? WHERE id = ? AND deleted_at IS NULL', now, id);

/** The job kind that sends one delivery (services/webhooks/deliver-webhook.ts). */
export const DELIVER_WEBHOOK = 'webhook';

/** @creator's live endpoints that take events of @type (`events` is a JSON array of their names). */
const TAKING = `FROM webhooks w WHERE w.creator_id = @creator AND w.deleted_at IS NULL
  AND w.events LIKE '%"' || @type || '"%'`;

/**
 * A payment's webhook event, written in its money call's transaction (an outbox) by either engine's
 * call (ledger/money-calls.ts, ledger/postgres-money.ts), as plain SQL so both run the same text: the
 * event @event of type @type for receipt @receipt, only if an endpoint of @creator takes it (nothing is
 * written for a creator without one), then, only when it was, one delivery per such endpoint and a job
 * to send each. The event's data is read from its receipt when it is sent (paymentEventOf). Bind
 * @event, @type, @creator, @receipt, @now and @now_ms.
 */
export const PAYMENT_EVENT = `INSERT INTO webhook_events (id, creator_id, type, data, receipt_id, created_at)
  SELECT @event, @creator, @type, '{}', @receipt, @now WHERE EXISTS (SELECT 1 ${TAKING})`;
export const PAYMENT_EVENT_DELIVERIES = [
  `INSERT INTO webhook_deliveries (webhook_id, event_id, status, created_at)
    SELECT w.id, @event, 'pending', @now ${TAKING}`,
  `INSERT INTO jobs (kind, key, payload, run_at, created_at)
    SELECT '${DELIVER_WEBHOOK}', CAST(d.id AS TEXT), 'null', @now_ms, @now_ms FROM webhook_deliveries d
    WHERE d.event_id = @event`,
] as const;

/** What a payment's event says (API.md, Webhooks), read from its receipt and the earning it records. */
export interface PaymentEventRow {
  id: string;
  type: 'tip' | 'subscription' | 'unlock';
  member_id: number;
  site: string | null;
  amount_cents: number;
  post_id: number | null;
  creator_alias: string;
  /** The member's first name, only if they chose to show it (the earning is public). */
  name: string | null;
  message: string | null;
  /** A subscription's end. */
  expires_at: string | null;
}

export const paymentEventOf = (q: Sql, receiptId: string) =>
  q.get<PaymentEventRow>(
    `SELECT r.id, r.type, r.member_id, r.site, r.amount_cents, r.post_id, c.alias AS creator_alias,
       CASE WHEN e.public = 1 THEN m.first_name ELSE NULL END AS name, e.message,
       CASE WHEN r.type = 'subscription' THEN (SELECT MAX(s.expires_at) FROM subscriptions s
         WHERE s.subscriber_id = r.member_id AND s.creator_id = r.creator_id AND s.created_at <= r.created_at)
       ELSE NULL END AS expires_at
     FROM receipts r JOIN users c ON c.id = r.creator_id JOIN users m ON m.id = r.member_id
       LEFT JOIN earnings e ON e.transfer_id = r.transfer_id AND e.creator_id = r.creator_id
     WHERE r.id = ?`,
    receiptId,
  );

export async function insertWebhookEvent(
  q: Sql,
  event: { id: string; creator_id: number; type: string; data: string; created_at: string },
): Promise<void> {
  await q.run(
    'INSERT INTO webhook_events (id, creator_id, type, data, created_at) VALUES (?, ?, ?, ?, ?)',
    event.id,
    event.creator_id,
    event.type,
    event.data,
    event.created_at,
  );
}

export async function insertDelivery(q: Sql, webhookId: number, eventId: string, now: string): Promise<number> {
  const row = await q.get<{ id: number }>(
    `INSERT INTO webhook_deliveries (webhook_id, event_id, status, created_at) VALUES (?, ?, 'pending', ?) RETURNING id`,
    webhookId,
    eventId,
    now,
  );
  if (!row) throw new Error('delivery not recorded');
  return Number(row.id);
}

export interface DeliveryRow {
  id: number;
  webhook_id: number;
  event_id: string;
  status: WebhookDelivery['status'];
  attempts: number;
  response_status: number | null;
  last_error: string | null;
  created_at: string;
  event_type: string;
}

const DELIVERY_SELECT = `SELECT d.id, d.webhook_id, d.event_id, d.status, d.attempts, d.response_status, d.last_error,
  d.created_at, e.type AS event_type FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id`;

export const toDelivery = (row: DeliveryRow): WebhookDelivery => ({
  id: Number(row.id),
  event: row.event_type,
  event_id: row.event_id,
  status: row.status,
  attempts: Number(row.attempts),
  response_status: row.response_status === null ? null : Number(row.response_status),
  last_error: row.last_error,
  created_at: row.created_at,
});

export const deliveryById = (q: Sql, id: number) => q.get<DeliveryRow>(`${DELIVERY_SELECT} WHERE d.id = ?`, id);

export async function deliveriesOf(
  q: Sql,
  webhookId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: DeliveryRow[]; total: number }> {
  const rows = await q.all<DeliveryRow>(
    `${DELIVERY_SELECT} WHERE d.webhook_id = ? ORDER BY d.id DESC LIMIT ? OFFSET ?`,
    webhookId,
    page.limit,
    page.offset,
  );
  const total = await q.get<{ n: number }>(
    'SELECT COUNT(*) AS n FROM webhook_deliveries WHERE webhook_id = ?',
    webhookId,
  );
  return { rows, total: Number(total?.n ?? 0) };
}

/** What a delivery attempt needs: the endpoint (even if deleted since) and the event it carries. */
export interface PendingDeliveryRow {
  id: number;
  status: WebhookDelivery['status'];
  attempts: number;
  url: string;
  secret: string;
  webhook_deleted_at: string | null;
  event_id: string;
  event_type: string;
  event_data: string;
  /** A payment's event: its data is read from this receipt (paymentEventOf). */
  event_receipt_id: string | null;
  event_created_at: string;
}

export const deliveryToSend = (q: Sql, id: number) =>
  q.get<PendingDeliveryRow>(
    `SELECT d.id, d.status, d.attempts, w.url, w.secret, w.deleted_at AS webhook_deleted_at,
       e.id AS event_id, e.type AS event_type, e.data AS event_data, e.receipt_id AS event_receipt_id,
       e.created_at AS event_created_at
     FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id JOIN webhook_events e ON e.id = d.event_id
     WHERE d.id = ?`,
    id,
  );

/** An attempt's result; only a delivery still pending is written, so a late attempt changes nothing settled. */
export const recordAttempt = (
  q: Sql,
  id: number,
  result: { status: WebhookDelivery['status']; responseStatus: number | null; error: string | null; now: string },
) =>
  q.run(
    `UPDATE webhook_deliveries SET status = ?, attempts = attempts + 1, response_status = ?, last_error = ?,
       delivered_at = CASE WHEN ? = 'delivered' THEN ? ELSE delivered_at END
     WHERE id = ? AND status = 'pending'`,
    result.status,
    result.responseStatus,
    result.error,
    result.status,
    result.now,
    id,
  );

/** Ends a delivery whose endpoint was deleted: nothing more is sent. */
export const endDelivery = (q: Sql, id: number, reason: string) =>
  q.run(
    `UPDATE webhook_deliveries SET status = 'failed', last_error = ? WHERE id = ? AND status = 'pending'`,
    reason,
    id,
  );
