import type { WebhookDelivery, WebhookEventType } from '../../src/core/contract/webhooks';
import { databaseNowMs } from '../db/database-clock';
import { named, param, query, type QueryBuilder, type RowOf } from '../db/query';
import type { Sql } from '../db/sql';
import type { Row } from '../db/tables';

/** An endpoint as stored: `events` is a JSON array of event types. */
export type WebhookRow = Row<'webhooks'>;

export const webhookEvents = (row: WebhookRow): WebhookEventType[] => JSON.parse(row.events) as WebhookEventType[];

const liveWebhooksQuery = query((db) =>
  db
    .selectFrom('webhooks')
    .selectAll()
    .where('creator_id', '=', param<number>('creator'))
    .where('deleted_at', 'is', null)
    .orderBy('id'),
);
const ownWebhookQuery = query((db) =>
  db
    .selectFrom('webhooks')
    .selectAll()
    .where('id', '=', param<number>('id'))
    .where('creator_id', '=', param<number>('creator'))
    .where('deleted_at', 'is', null),
);
const insertWebhookQuery = query((db) =>
  db.insertInto('webhooks').values(named('webhooks', 'creator_id url events secret created_at')).returningAll(),
);
const deleteWebhookQuery = query((db) =>
  db
    .updateTable('webhooks')
    .set({ deleted_at: param<string>('now') })
    .where('id', '=', param<number>('id'))
    .where('deleted_at', 'is', null),
);

export const liveWebhooks = (q: Sql, creatorId: number) => q.all(liveWebhooksQuery, { creator: creatorId });

/** A creator's own live endpoint, or undefined (another creator's is not theirs to see). */
export const ownWebhook = (q: Sql, creatorId: number, id: number) => q.get(ownWebhookQuery, { id, creator: creatorId });

export async function insertWebhook(
  q: Sql,
  row: Pick<WebhookRow, 'creator_id' | 'url' | 'events' | 'secret' | 'created_at'>,
): Promise<WebhookRow> {
  const made = await q.get(insertWebhookQuery, row);
  if (!made) throw new Error('webhook not recorded');
  return made;
}

export const deleteWebhook = (q: Sql, id: number, now: string) => q.run(deleteWebhookQuery, { id, now });

/** The job kind that sends one delivery (services/webhooks/deliver-webhook.ts). */
export const DELIVER_WEBHOOK = 'webhook';

/** @creator's live endpoints that take events of @type (`events` is a JSON array of their names). */
const taking = (db: QueryBuilder) =>
  db
    .selectFrom('webhooks as w')
    .where('w.creator_id', '=', param<number>('creator'))
    .where('w.deleted_at', 'is', null)
    .where((eb) => eb('w.events', 'like', eb(eb(eb.val('%"'), '||', param<string>('type')), '||', eb.val('"%'))));

/**
 * A payment's webhook event, written in its money call's transaction (an outbox) by either engine's
 * call (ledger/money-calls.ts, ledger/postgres-money.ts), the same text on both: the event @event of
 * type @type for receipt @receipt, only if an endpoint of @creator takes it (nothing is written for a
 * creator without one), then, only when it was, one delivery per such endpoint and a job to send each.
 * The event's data is read from its receipt when it is sent (paymentEventOf). Bind @event, @type,
 * @creator, @receipt and @now; the jobs are due at the database's now (database-clock.ts), not the caller's.
 */
export const paymentEvent = query((db) =>
  db
    .insertInto('webhook_events')
    .columns(['id', 'creator_id', 'type', 'data', 'receipt_id', 'created_at'])
    .expression(
      db
        .selectNoFrom((eb) => [
          param<string>('event').as('id'),
          param<number>('creator').as('creator_id'),
          param<string>('type').as('type'),
          eb.val('{}').as('data'),
          param<string>('receipt').as('receipt_id'),
          param<string>('now').as('created_at'),
        ])
        .where((eb) => eb.exists(taking(db).select((one) => one.lit(1).as('one')))),
    ),
);
export const paymentEventDeliveries = [
  query((db) =>
    db
      .insertInto('webhook_deliveries')
      .columns(['webhook_id', 'event_id', 'status', 'created_at'])
      .expression(
        taking(db).select((eb) => [
          'w.id',
          param<string>('event').as('event_id'),
          eb.val('pending').as('status'),
          param<string>('now').as('created_at'),
        ]),
      ),
  ),
  query((db, engine) =>
    db
      .insertInto('jobs')
      .columns(['kind', 'key', 'payload', 'run_at', 'created_at'])
      .expression(
        db
          .selectFrom('webhook_deliveries as d')
          .select((eb) => [
            eb.val(DELIVER_WEBHOOK).as('kind'),
            eb.cast<string>('d.id', 'text').as('key'),
            eb.val('null').as('payload'),
            databaseNowMs(engine).as('run_at'),
            databaseNowMs(engine).as('created_at'),
          ])
          .where('d.event_id', '=', param<string>('event')),
      ),
  ),
] as const;

/**
 * What a payment's event says (API.md, Webhooks), read from its receipt and the earning it records:
 * `name` is the member's first name, only if they chose to show it (the earning is public);
 * `expires_at`, a subscription's end.
 */
const paymentEventQuery = query((db) =>
  db
    .selectFrom('receipts as r')
    .innerJoin('users as c', 'c.id', 'r.creator_id')
    .innerJoin('users as m', 'm.id', 'r.member_id')
    .leftJoin('earnings as e', (join) =>
      join.onRef('e.transfer_id', '=', 'r.transfer_id').onRef('e.creator_id', '=', 'r.creator_id'),
    )
    .select((eb) => [
      'r.id',
      'r.type',
      'r.member_id',
      'r.site',
      'r.amount_cents',
      'r.post_id',
      'c.alias as creator_alias',
      eb.case().when('e.public', '=', 1).then(eb.ref('m.first_name')).else(null).end().as('name'),
      'e.message',
      eb
        .case()
        .when('r.type', '=', 'subscription')
        .then(
          eb
            .selectFrom('subscriptions as s')
            .select((max) => max.fn.max('s.expires_at').as('end'))
            .whereRef('s.subscriber_id', '=', 'r.member_id')
            .whereRef('s.creator_id', '=', 'r.creator_id')
            .whereRef('s.created_at', '<=', 'r.created_at')
            .$asScalar(),
        )
        .else(null)
        .end()
        .as('expires_at'),
    ])
    .where('r.id', '=', param<string>('id')),
);

export type PaymentEventRow = RowOf<typeof paymentEventQuery>;

export const paymentEventOf = (q: Sql, receiptId: string) => q.get(paymentEventQuery, { id: receiptId });

const insertEventQuery = query((db) =>
  db.insertInto('webhook_events').values(named('webhook_events', 'id creator_id type data created_at')),
);

export async function insertWebhookEvent(
  q: Sql,
  event: Pick<Row<'webhook_events'>, 'id' | 'creator_id' | 'type' | 'data' | 'created_at'>,
): Promise<void> {
  await q.run(insertEventQuery, event);
}

const insertDeliveryQuery = query((db) =>
  db
    .insertInto('webhook_deliveries')
    .values({ ...named('webhook_deliveries', 'webhook_id event_id created_at'), status: 'pending' })
    .returning('id'),
);

export async function insertDelivery(q: Sql, webhookId: number, eventId: string, now: string): Promise<number> {
  const row = await q.get(insertDeliveryQuery, { webhook_id: webhookId, event_id: eventId, created_at: now });
  if (!row) throw new Error('delivery not recorded');
  return Number(row.id);
}

const deliveries = (db: QueryBuilder) =>
  db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_events as e', 'e.id', 'd.event_id')
    .select([
      'd.id',
      'd.webhook_id',
      'd.event_id',
      'd.status',
      'd.attempts',
      'd.response_status',
      'd.last_error',
      'd.created_at',
      'e.type as event_type',
    ]);

const deliveryQuery = query((db) => deliveries(db).where('d.id', '=', param<number>('id')));
const deliveriesQuery = query((db) =>
  deliveries(db)
    .where('d.webhook_id', '=', param<number>('webhook'))
    .orderBy('d.id', 'desc')
    .limit(param<number>('limit'))
    .offset(param<number>('offset')),
);
const deliveryCount = query((db) =>
  db
    .selectFrom('webhook_deliveries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('webhook_id', '=', param<number>('webhook')),
);

export type DeliveryRow = RowOf<typeof deliveryQuery>;

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

export const deliveryById = (q: Sql, id: number) => q.get(deliveryQuery, { id });

export async function deliveriesOf(
  q: Sql,
  webhookId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: DeliveryRow[]; total: number }> {
  const rows = await q.all(deliveriesQuery, { webhook: webhookId, ...page });
  const total = await q.get(deliveryCount, { webhook: webhookId });
  return { rows, total: Number(total?.n ?? 0) };
}

/**
 * What a delivery attempt needs: the endpoint (even if deleted since) and the event it carries; a
 * payment's event has its data read from its receipt (event_receipt_id: paymentEventOf).
 */
const deliveryToSendQuery = query((db) =>
  db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhooks as w', 'w.id', 'd.webhook_id')
    .innerJoin('webhook_events as e', 'e.id', 'd.event_id')
    .select([
      'd.id',
      'd.status',
      'd.attempts',
      'w.url',
      'w.secret',
      'w.deleted_at as webhook_deleted_at',
      'e.id as event_id',
      'e.type as event_type',
      'e.data as event_data',
      'e.receipt_id as event_receipt_id',
      'e.created_at as event_created_at',
    ])
    .where('d.id', '=', param<number>('id')),
);

export type PendingDeliveryRow = RowOf<typeof deliveryToSendQuery>;

export const deliveryToSend = (q: Sql, id: number) => q.get(deliveryToSendQuery, { id });

const recordAttemptQuery = query((db) =>
  db
    .updateTable('webhook_deliveries')
    .set((eb) => ({
      status: param<WebhookDelivery['status']>('status'),
      attempts: eb('attempts', '+', 1),
      response_status: param<number | null>('response'),
      last_error: param<string | null>('error'),
      delivered_at: eb
        .case()
        .when(eb(param<string>('status'), '=', 'delivered'))
        .then(param<string>('now'))
        .else(eb.ref('delivered_at'))
        .end(),
    }))
    .where('id', '=', param<number>('id'))
    .where('status', '=', 'pending'),
);

/** An attempt's result; only a delivery still pending is written, so a late attempt changes nothing settled. */
export const recordAttempt = (
  q: Sql,
  id: number,
  result: { status: WebhookDelivery['status']; responseStatus: number | null; error: string | null; now: string },
) =>
  q.run(recordAttemptQuery, {
    status: result.status,
    response: result.responseStatus,
    error: result.error,
    now: result.now,
    id,
  });

const endDeliveryQuery = query((db) =>
  db
    .updateTable('webhook_deliveries')
    .set({ status: 'failed', last_error: param<string>('reason') })
    .where('id', '=', param<number>('id'))
    .where('status', '=', 'pending'),
);

/** Ends a delivery whose endpoint was deleted: nothing more is sent. */
export const endDelivery = (q: Sql, id: number, reason: string) => q.run(endDeliveryQuery, { reason, id });
