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
  event_created_at: string;
}

export const deliveryToSend = (q: Sql, id: number) =>
  q.get<PendingDeliveryRow>(
    `SELECT d.id, d.status, d.attempts, w.url, w.secret, w.deleted_at AS webhook_deleted_at,
       e.id AS event_id, e.type AS event_type, e.data AS event_data, e.created_at AS event_created_at
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
