import { fromCents } from '../../../src/core/contract/common';
import type { PaymentEventRow } from '../../rows/webhooks';
import type { ReceiptKeys } from '../receipts/receipt-keys';
import { supporterId } from '../receipts/sign-receipt';

/**
 * A payment event's `data` (API.md, Webhooks), from its receipt as the delivery reads it: the member as
 * the site knows them (their supporter id), and their first name only if they chose to show it, as on
 * the supporters wall.
 */
export function paymentEventData(keys: ReceiptKeys, row: PaymentEventRow): Record<string, unknown> {
  return {
    receipt: row.id,
    creator: row.creator_alias,
    amount: fromCents(Number(row.amount_cents)),
    coin: 'balance',
    site: row.site,
    supporter: supporterId(keys, Number(row.member_id), row.site),
    name: row.name,
    ...(row.type === 'tip' ? { message: row.message } : {}),
    ...(row.type === 'unlock' ? { post_id: row.post_id === null ? null : Number(row.post_id) } : {}),
    ...(row.type === 'subscription' ? { expires_at: row.expires_at } : {}),
  };
}
