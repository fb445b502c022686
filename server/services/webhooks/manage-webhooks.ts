import { isCreatorPriceCents } from '../../../src/core/contract/creator-rule';
import { apiMessages } from '../../../src/core/contract/api-messages';
import {
  WEBHOOK_TEST_EVENT,
  WEBHOOKS_PER_CREATOR,
  webhookMessages,
  type Webhook,
  type WebhookDelivery,
  type WebhookEventType,
} from '../../../src/core/contract/webhooks';
import { nowIso } from '../../db/database';
import { param, query } from '../../db/query';
import type { SqlDb } from '../../db/sql';
import { HttpError } from '../../http/http-error';
import {
  deleteWebhook,
  deliveriesOf,
  deliveryById,
  insertWebhook,
  liveWebhooks,
  ownWebhook,
  toDelivery,
  webhookEvents,
  type WebhookRow,
} from '../../rows/webhooks';
import type { UserRow } from '../../rows/users';
import { checkedAddress, WebhookAddressError, type WebhookPolicy } from './webhook-address';
import { writeWebhookEvent } from '../../rows/webhook-outbox';
import { newWebhookSecret } from './webhook-signature';

const toWebhook = (row: WebhookRow): Webhook => ({
  id: Number(row.id),
  url: row.url,
  events: webhookEvents(row),
  created_at: row.created_at,
});

/** Webhooks are a creator's: a member who takes no money has no events to hear of. */
export function requireCreator(user: UserRow): void {
  if (!isCreatorPriceCents(user.subscription_amount_cents))
    throw new HttpError('forbidden', apiMessages.webhooksCreatorsOnly);
}

/**
 * Why a URL may not be an endpoint, in the words the form shows beside the field. Development takes any
 * URL, a name that does not resolve yet included; production resolves it now, and again at each delivery.
 */
async function checkEndpoint(url: string, policy: WebhookPolicy): Promise<void> {
  if (!policy.httpsOnly && !policy.publicOnly) return;
  try {
    await checkedAddress(new URL(url), policy);
  } catch (error) {
    if (!(error instanceof WebhookAddressError)) throw error;
    const message =
      policy.httpsOnly && !url.startsWith('https:')
        ? webhookMessages.urlHttps
        : /could not be resolved/.test(error.message)
          ? webhookMessages.urlUnresolved
          : webhookMessages.urlPrivate;
    throw new HttpError('invalid_input', message, { url: message });
  }
}

export const listWebhooks = async (sql: SqlDb, creator: UserRow): Promise<Webhook[]> =>
  (await liveWebhooks(sql, creator.id)).map(toWebhook);

/** The creator's row, locked (PostgreSQL) so that two registrations count their endpoints one after the other. */
const lockCreator = query((db, engine) => {
  const read = db.selectFrom('users').select('id').where('id', '=', param<number>('id'));
  return engine === 'postgres' ? read.forNoKeyUpdate() : read;
});

/** Registers an endpoint; its secret is in this answer only. */
export async function registerWebhook(
  sql: SqlDb,
  policy: WebhookPolicy,
  creator: UserRow,
  input: { url: string; events: WebhookEventType[] },
): Promise<Webhook> {
  // Resolved before the transaction: a transaction may run again and must not wait on the network.
  await checkEndpoint(input.url, policy);
  const secret = newWebhookSecret();
  const row = await sql.transaction(async (tx) => {
    await tx.get(lockCreator, { id: creator.id });
    if ((await liveWebhooks(tx, creator.id)).length >= WEBHOOKS_PER_CREATOR) {
      throw new HttpError('invalid_input', webhookMessages.tooMany, { url: webhookMessages.tooMany });
    }
    return insertWebhook(tx, {
      creator_id: creator.id,
      url: input.url,
      events: JSON.stringify(input.events),
      secret,
      created_at: nowIso(),
    });
  });
  return Object.assign(toWebhook(row), { secret });
}

async function ownOrNotFound(sql: SqlDb, creator: UserRow, id: number): Promise<WebhookRow> {
  const row = await ownWebhook(sql, creator.id, id);
  if (!row) throw new HttpError('not_found', apiMessages.webhookMissing);
  return row;
}

/** Deletes an endpoint: its pending deliveries end at their next turn (deliver-webhook.ts). */
export async function removeWebhook(sql: SqlDb, creator: UserRow, id: number): Promise<void> {
  await ownOrNotFound(sql, creator, id);
  await deleteWebhook(sql, id, nowIso());
}

/** A test event, to this endpoint only, whatever events it takes: the creator checks their receiver. */
export async function sendTestEvent(sql: SqlDb, creator: UserRow, id: number): Promise<WebhookDelivery> {
  const endpoint = await ownOrNotFound(sql, creator, id);
  const deliveryId = await sql.transaction(async (tx) => {
    const data = { creator: creator.alias, message: 'A test event from Cuppa: your endpoint is set up.' };
    const { deliveryIds } = await writeWebhookEvent(tx, creator.id, WEBHOOK_TEST_EVENT, data, [endpoint]);
    return deliveryIds[0]!;
  });
  const row = await deliveryById(sql, deliveryId);
  if (!row) throw new Error('test delivery vanished');
  return toDelivery(row);
}

export async function deliveryLog(
  sql: SqlDb,
  creator: UserRow,
  id: number,
  page: { limit: number; offset: number },
): Promise<{ deliveries: WebhookDelivery[]; total: number }> {
  await ownOrNotFound(sql, creator, id);
  const { rows, total } = await deliveriesOf(sql, id, page);
  return { deliveries: rows.map(toDelivery), total };
}
