import { fromCents } from '../../../src/core/contract/common';
import { apiMessages } from '../../../src/core/contract/api-messages';
import type { SubscriptionEntry } from '../../../src/core/contract/users';
import { nowIso } from '../../db/database';
import type { Sql, SqlDb } from '../../db/sql';
import { HttpError } from '../../http/http-error';
import {
  creatorSubscriberFigures,
  memberSubscriptions,
  runningSubscription,
  setRenews,
} from '../../rows/subscriptions';
import { toCreatorSummary } from '../../rows/users';

/** The member's running subscriptions: each creator, until when, whether it renews, at what price. */
export async function listSubscriptions(q: Sql, memberId: number): Promise<SubscriptionEntry[]> {
  const rows = await memberSubscriptions(q, memberId, nowIso());
  // Written onto the summary, not spread into a new literal: rows/users.ts's toPublicUser says why.
  return rows.map((row) =>
    Object.assign(toCreatorSummary(row), {
      expires_at: row.expires_at,
      renews: Number(row.renews) === 1,
      price: fromCents(Number(row.price_cents)),
    }),
  );
}

/**
 * Cancels (renews false) or resumes (true) the member's running subscription to the creator: a cancelled
 * one runs to its end and stops (API.md). Nothing moves money here; a subscription that has run out is
 * not running any more (404), and the member subscribes again instead.
 */
export async function changeRenewal(sql: SqlDb, memberId: number, creatorId: number, renews: boolean) {
  return sql.transaction(async (tx) => {
    const now = nowIso();
    const running = await runningSubscription(tx, memberId, creatorId, now);
    if (!running || (await setRenews(tx, running.id, renews ? 1 : 0, now)) !== 1) {
      throw new HttpError('not_found', apiMessages.notSubscribed);
    }
    return { creator_id: creatorId, expires_at: running.expires_at, renews };
  });
}

/** The first moment of the next calendar month, in UTC: what renews before it renews 'this month'. */
export function nextMonthStart(now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString();
}

/** A creator's figures: running subscriptions now, and those renewing this month with what they bring. */
export async function subscriberFigures(q: Sql, creatorId: number, now = new Date()) {
  const figures = await creatorSubscriberFigures(q, creatorId, now.toISOString(), nextMonthStart(now));
  return { active: figures.active, renewing: figures.renewing, renewing_amount: fromCents(figures.renewingCents) };
}
