import { randomBytes } from 'node:crypto';
import { fromCents } from '../../../src/core/contract/common';
import type { ReceiptType } from '../../../src/core/contract/receipts';
import { nowIso } from '../../db/database';
import type { Sql } from '../../db/sql';
import { insertReceipt } from '../../rows/receipts';
import type { ReceiptKeys } from './receipt-keys';
import { signReceipt, supporterId } from './sign-receipt';

export interface ReceiptInput {
  type: ReceiptType;
  memberId: number;
  creator: { id: number; alias: string };
  amountCents: number;
  /** The connected site it was paid on, or null in the app. */
  site: string | null;
  postId?: number | null;
}

/**
 * Records a receipt and signs it, inside the money call's transaction: the receipt is part of the call's
 * answer, which the Idempotency-Key stores, so a replay answers with the same receipt.
 */
export async function issueReceipt(
  q: Sql,
  keys: ReceiptKeys,
  input: ReceiptInput,
): Promise<{ id: string; supporter: string; jws: string }> {
  const createdAt = nowIso();
  const id = `rcpt_${randomBytes(16).toString('base64url')}`;
  await insertReceipt(q, {
    id,
    type: input.type,
    member_id: input.memberId,
    creator_id: input.creator.id,
    post_id: input.postId ?? null,
    site: input.site,
    amount_cents: input.amountCents,
    created_at: createdAt,
  });
  const supporter = supporterId(keys, input.memberId, input.site);
  const jws = signReceipt(keys.signing, {
    id,
    type: input.type,
    creator: input.creator.alias,
    amount: fromCents(input.amountCents),
    site: input.site,
    supporter,
    iat: Math.floor(Date.parse(createdAt) / 1000),
  });
  return { id, supporter, jws };
}
