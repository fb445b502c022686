import { fromCents } from '../../../src/core/contract/common';
import type { SubscriptionEndReason } from '../../../src/core/contract/notifications';
import type { Sql } from '../../db/sql';
import type { UserRow } from '../../rows/users';
import type { ReceiptKeys } from '../receipts/receipt-keys';
import { supporterId } from '../receipts/sign-receipt';
import { notify } from '../../rows/notifications';
import { recordWebhookEvent } from '../../rows/webhook-outbox';

/**
 * Why a subscription ended at the end of its period: the member cancelled it, or one of the reasons the
 * member is told (their balance could not pay the renewal, or the creator closed their account or stopped
 * taking subscriptions).
 */
export type EndReason = 'cancelled' | SubscriptionEndReason;

/** What a renewal did, as its job knows it inside its transaction. */
export type RenewalFacts = {
  member: UserRow;
  creator: UserRow;
  /** What the subscription costs a period: the price it was bought at. */
  amountCents: number;
  /** The subscription's receipt, the site it was bought on, and the member's choice to show their name. */
  origin: { receipt: string | null; site: string | null; public: boolean };
} & (
  { outcome: 'renewed'; expiresAt: string; period: number } | { outcome: 'ended'; reason: EndReason; endedAt: string }
);

/**
 * What follows a renewal or an end, inside the renewal's transaction, so it happens exactly when the
 * subscription changed: the creator's notification of a renewal, the member's of an end they did not
 * choose, with why (API.md: the member is told), and the creator's webhook event
 * (`subscription.renewed`, `subscription.ended`). True when webhook deliveries were made.
 */
export async function renewalRecorded(q: Sql, keys: ReceiptKeys, facts: RenewalFacts): Promise<boolean> {
  const common = {
    receipt: facts.origin.receipt,
    creator: facts.creator.alias,
    amount: fromCents(facts.amountCents),
    // A renewal is paid from the member's balance, as every payment event but a crypto tip.
    coin: 'balance',
    site: facts.origin.site,
    supporter: supporterId(keys, facts.member.id, facts.origin.site),
    name: facts.origin.public ? facts.member.first_name : null,
  };
  if (facts.outcome === 'renewed') {
    await notify(q, {
      userId: facts.creator.id,
      type: 'renewal',
      actorId: facts.member.id,
      amountCents: facts.amountCents,
    });
    return recordWebhookEvent(q, facts.creator.id, 'subscription.renewed', {
      ...common,
      expires_at: facts.expiresAt,
      period: facts.period,
    });
  }
  if (facts.reason !== 'cancelled') {
    await notify(q, {
      userId: facts.member.id,
      type: 'subscription_ended',
      actorId: facts.creator.id,
      // The price is what the balance could not pay; a creator gone asks for nothing.
      amountCents: facts.reason === 'unpaid' ? facts.amountCents : null,
      reason: facts.reason,
    });
  }
  return recordWebhookEvent(q, facts.creator.id, 'subscription.ended', {
    ...common,
    ended_at: facts.endedAt,
    reason: facts.reason,
  });
}
