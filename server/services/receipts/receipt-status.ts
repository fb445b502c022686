import { fromCents } from '../../../src/core/contract/common';
import type { ReceiptStatus } from '../../../src/core/contract/receipts';
import type { Sql } from '../../db/sql';
import { receiptWithState } from '../../rows/receipts';
import type { ReceiptKeys } from './receipt-keys';
import { supporterId } from './sign-receipt';

/**
 * Whether a receipt is one this API issued and still holds: a subscription's while the member is
 * subscribed to the creator (renewals included), an unlock's while the post is there and unlocked, a
 * tip's for good. A closed creator account ends them all. Undefined for an id the API never issued.
 */
export async function receiptStatus(
  q: Sql,
  keys: ReceiptKeys,
  id: string,
  now = new Date().toISOString(),
): Promise<ReceiptStatus | undefined> {
  const row = await receiptWithState(q, id);
  if (!row) return undefined;
  const holds =
    row.creator_open === 1 &&
    (row.type === 'tip' ||
      (row.type === 'subscription' && row.subscription_end !== null && row.subscription_end > now) ||
      (row.type === 'unlock' && row.unlocked === 1));
  return {
    id: row.id,
    type: row.type,
    creator: row.creator_alias,
    amount: fromCents(Number(row.amount_cents)),
    site: row.site,
    supporter: supporterId(keys, Number(row.member_id), row.site),
    created_at: row.created_at,
    status: holds ? 'valid' : 'ended',
    valid: holds,
    expires_at: row.type === 'subscription' ? row.subscription_end : null,
  };
}
