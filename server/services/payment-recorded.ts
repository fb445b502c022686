import { fromCents } from '../../src/core/contract/common';
import type { ReceiptType } from '../../src/core/contract/receipts';
import type { WebhookEventType } from '../../src/core/contract/webhooks';
import type { Sql } from '../db/sql';
import type { UserRow } from '../rows/users';
import { issueReceipt } from './receipts/issue-receipt';
import type { ReceiptKeys } from './receipts/receipt-keys';
import { recordWebhookEvent } from './webhooks/record-webhook-event';

/** A payment a member just made to a creator, as the money call knows it. */
export interface PaymentFacts {
  type: ReceiptType;
  member: UserRow;
  creator: { id: number; alias: string };
  amountCents: number;
  /** The connected site it was paid on (the embed token's), or null in the app. */
  site: string | null;
  /** A tip's note to the creator. */
  message?: string | null;
  /** The member chose to show their name and message on the supporters wall. */
  public?: boolean;
  postId?: number | null;
  /** A subscription's end. */
  expiresAt?: string;
}

const eventOf: Record<ReceiptType, WebhookEventType> = {
  tip: 'tip.created',
  subscription: 'subscription.created',
  unlock: 'post.unlocked',
};

/**
 * What follows a payment, inside its transaction, so it happens exactly when the money moved: the signed
 * receipt the call answers with (API.md, 'Signed receipts') and the creator's webhook event (an outbox
 * row, sent once by the job runner). The member's name reaches the creator's endpoint only if they chose
 * to show it, as on the supporters wall.
 */
export async function paymentRecorded(
  q: Sql,
  keys: ReceiptKeys,
  facts: PaymentFacts,
): Promise<{ receipt: string; webhooks: boolean }> {
  const receipt = await issueReceipt(q, keys, {
    type: facts.type,
    memberId: facts.member.id,
    creator: facts.creator,
    amountCents: facts.amountCents,
    site: facts.site,
    postId: facts.postId,
  });
  const webhooks = await recordWebhookEvent(q, facts.creator.id, eventOf[facts.type], {
    receipt: receipt.id,
    creator: facts.creator.alias,
    amount: fromCents(facts.amountCents),
    site: facts.site,
    supporter: receipt.supporter,
    name: facts.public ? facts.member.first_name : null,
    ...(facts.type === 'tip' ? { message: facts.message ?? null } : {}),
    ...(facts.type === 'unlock' ? { post_id: facts.postId ?? null } : {}),
    ...(facts.type === 'subscription' ? { expires_at: facts.expiresAt ?? null } : {}),
  });
  return { receipt: receipt.jws, webhooks };
}
