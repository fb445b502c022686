import type { ReceiptType } from '../../src/core/contract/receipts';
import type { WebhookEventType } from '../../src/core/contract/webhooks';
import type { SqlTx } from '../db/sql';
import { randomId } from '../random-id';
import { notifyParams, notifyQuery } from '../rows/notifications';
import { insertReceipt } from '../rows/receipts';
import { newEventId } from '../rows/webhook-outbox';
import { paymentEvent as insertPaymentEvent, paymentEventDeliveries } from '../rows/webhooks';

/**
 * A receipt as the paying call recorded it: what its answer signs (services/receipts/issue-receipt.ts),
 * on the first call and on every replay alike, so a replay answers with the same receipt.
 */
export interface ReceiptFacts {
  id: string;
  type: ReceiptType;
  /** The creator's alias. */
  creator: string;
  amount_cents: number;
  site: string | null;
  member_id: number;
  created_at: string;
}

/** What a paying call recorded besides the money: its receipt, and whether webhook deliveries wait to be sent. */
export interface PaymentRecord {
  receipt: ReceiptFacts;
  webhooks: boolean;
}

/** A new receipt's id: made by the process, for either engine's call to write. */
export const newReceiptId = () => randomId('rcpt_');

/** The event each kind of payment sends to the creator's webhooks (API.md, Webhooks). */
export const paymentEvent: Record<ReceiptType, WebhookEventType> = {
  tip: 'tip.created',
  subscription: 'subscription.created',
  unlock: 'post.unlocked',
};

export interface PaymentRecordInput {
  type: ReceiptType;
  userId: number;
  creator: { id: number; alias: string };
  postId: number | null;
  site: string | null;
  amountCents: number;
  /** The money move; null for a receipt of what was paid before (a post unlocked again). */
  transferId: number | null;
  /** A tip's note to the creator. */
  message?: string | null;
  now: string;
}

/** The payments the creator is told of, each as the notification of its own name (API.md). */
export const notifiedPayments: readonly ReceiptType[] = ['tip', 'subscription'];

/** The call's receipt (postgres-money.ts's cuppa_receipt writes the same row with the same statement). */
export async function recordReceipt(tx: SqlTx, input: PaymentRecordInput): Promise<ReceiptFacts> {
  const id = newReceiptId();
  await tx.run(insertReceipt, {
    receipt: id,
    type: input.type,
    user: input.userId,
    creator: input.creator.id,
    post: input.postId,
    site: input.site,
    amount: input.amountCents,
    transfer: input.transferId,
    now: input.now,
  });
  return {
    id,
    type: input.type,
    creator: input.creator.alias,
    amount_cents: input.amountCents,
    site: input.site,
    member_id: input.userId,
    created_at: input.now,
  };
}

/**
 * What follows a payment inside its transaction, so it exists exactly when the money moved: its receipt,
 * the creator's notification of a tip or a new subscriber, and, for a creator with a webhook that takes
 * it, its event (an outbox the job runner sends). The same statements as postgres-money.ts's
 * cuppa_recorded.
 */
export async function recordPayment(tx: SqlTx, input: PaymentRecordInput): Promise<PaymentRecord> {
  const receipt = await recordReceipt(tx, input);
  if (notifiedPayments.includes(input.type)) {
    const notice = {
      userId: input.creator.id,
      type: input.type as 'tip' | 'subscription',
      actorId: input.userId,
      amountCents: input.amountCents,
      message: input.message,
    };
    await tx.run(notifyQuery, notifyParams(notice, input.now));
  }
  const event = {
    event: newEventId(),
    type: paymentEvent[input.type],
    creator: input.creator.id,
    receipt: receipt.id,
    now: input.now,
  };
  let webhooks = false;
  if ((await tx.run(insertPaymentEvent, event)) > 0) {
    const [deliveries, jobs] = paymentEventDeliveries;
    webhooks = (await tx.run(deliveries, event)) > 0;
    await tx.run(jobs, event);
  }
  return { receipt, webhooks };
}
