import { DAY_MS } from '../db/database';
import type { Sql, SqlTx } from '../db/sql';
import { USER_SELECT, type UserRow } from './users';

/** A subscription's period (API.md): it runs this long, then renews. */
export const SUBSCRIPTION_DAYS = 30;

/** The end of a period that starts at `from` (ISO 8601). */
export const periodEnd = (from: string | number): string =>
  new Date(new Date(from).getTime() + SUBSCRIPTION_DAYS * DAY_MS).toISOString();

export interface SubscriptionRow {
  id: number;
  subscriber_id: number;
  creator_id: number;
  /** What each period costs: the creator's price when the member subscribed (API.md). */
  price_cents: number;
  expires_at: string;
  /** 1 until the member cancels (0: it runs to its end and stops). */
  renews: number;
  /** Periods paid for so far: 1 after subscribing, one more per renewal. */
  period: number;
  /** Set when it stopped for good (cancelled and run out, unpaid, the creator gone). */
  ended_at: string | null;
  created_at: string;
}

/**
 * The subscribe call's row: @user subscribes to @creator at @price (cents) until @expires, at @now. The
 * same text in the TypeScript call and inside PostgreSQL's one-statement call (ledger/postgres-money.ts).
 */
export const INSERT_SUBSCRIPTION = `INSERT INTO subscriptions (subscriber_id, creator_id, price_cents, expires_at, created_at)
  VALUES (@user, @creator, @price, @expires, @now)`;

/** The member's running subscription to the creator, if any (the newest, should an old one linger). */
export const runningSubscription = (q: Sql, memberId: number, creatorId: number, now: string) =>
  q.get<SubscriptionRow>(
    `SELECT * FROM subscriptions WHERE subscriber_id = ? AND creator_id = ? AND expires_at > ? AND ended_at IS NULL
     ORDER BY expires_at DESC, id DESC LIMIT 1`,
    memberId,
    creatorId,
    now,
  );

/** Cancels (0) or resumes (1) a running subscription; the number of rows changed. */
export const setRenews = (q: Sql, id: number, renews: 0 | 1, now: string) =>
  q.run('UPDATE subscriptions SET renews = ? WHERE id = ? AND expires_at > ? AND ended_at IS NULL', renews, id, now);

export type MemberSubscriptionRow = UserRow & Pick<SubscriptionRow, 'expires_at' | 'renews' | 'price_cents'>;

/** The member's running subscriptions with their creators (open accounts only), soonest renewal first. */
export const memberSubscriptions = (q: Sql, memberId: number, now: string) =>
  q.all<MemberSubscriptionRow>(
    `SELECT x.*, s.expires_at, s.renews, s.price_cents FROM (${USER_SELECT}) x
     JOIN subscriptions s ON s.creator_id = x.id
     WHERE s.subscriber_id = ? AND s.expires_at > ? AND s.ended_at IS NULL AND x.closed_at IS NULL
     ORDER BY s.expires_at, s.id`,
    memberId,
    now,
  );

/**
 * A creator's subscribers now, and what renews before `monthEnd`: the running subscriptions that will
 * renew (not cancelled) with an end before then, and what they bring at their own prices.
 */
export async function creatorSubscriberFigures(
  q: Sql,
  creatorId: number,
  now: string,
  monthEnd: string,
): Promise<{ active: number; renewing: number; renewingCents: number }> {
  const row = await q.get<{ active: number; renewing: number; renewing_cents: number }>(
    `SELECT COUNT(*) AS active,
       COALESCE(SUM(CASE WHEN s.renews = 1 AND s.expires_at <= @monthEnd THEN 1 ELSE 0 END), 0) AS renewing,
       COALESCE(SUM(CASE WHEN s.renews = 1 AND s.expires_at <= @monthEnd THEN s.price_cents ELSE 0 END), 0) AS renewing_cents
     FROM subscriptions s JOIN users u ON u.id = s.subscriber_id
     WHERE s.creator_id = @creator AND s.expires_at > @now AND s.ended_at IS NULL AND u.closed_at IS NULL`,
    { creator: creatorId, now, monthEnd },
  );
  return {
    active: Number(row?.active ?? 0),
    renewing: Number(row?.renewing ?? 0),
    renewingCents: Number(row?.renewing_cents ?? 0),
  };
}

/** The subscription's row, locked for its renewal (PostgreSQL; SQLite's write lock holds everything). */
export const subscriptionForRenewal = (tx: SqlTx, id: number) =>
  tx.get<SubscriptionRow>(`SELECT * FROM subscriptions WHERE id = ?${tx.forUpdate}`, id);

/**
 * Where the subscription was bought: its receipt (the first of the member's subscription receipts to the
 * creator from its start: the subscribe call writes it after the row), that receipt's site, and whether
 * the member chose to show their name (on the earning it paid). Subscriptions older than receipts have none.
 */
export async function subscriptionOrigin(
  q: Sql,
  sub: SubscriptionRow,
): Promise<{ receipt: string | null; site: string | null; public: boolean }> {
  const receipt = await q.get<{ id: string; site: string | null }>(
    `SELECT id, site FROM receipts WHERE type = 'subscription' AND member_id = ? AND creator_id = ? AND created_at >= ?
     ORDER BY created_at, id LIMIT 1`,
    sub.subscriber_id,
    sub.creator_id,
    sub.created_at,
  );
  const earning = await q.get<{ public: number }>(
    `SELECT public FROM earnings WHERE type = 'subscription' AND from_id = ? AND creator_id = ? AND created_at >= ?
     ORDER BY created_at, id LIMIT 1`,
    sub.subscriber_id,
    sub.creator_id,
    sub.created_at,
  );
  return { receipt: receipt?.id ?? null, site: receipt?.site ?? null, public: Number(earning?.public ?? 0) === 1 };
}

/** After a renewal: the new end and the period paid, only if no other run renewed it first. */
export const extendSubscription = (q: Sql, sub: SubscriptionRow, expiresAt: string) =>
  q.run(
    'UPDATE subscriptions SET expires_at = ?, period = period + 1 WHERE id = ? AND period = ? AND ended_at IS NULL',
    expiresAt,
    sub.id,
    sub.period,
  );

export const endSubscription = (q: Sql, id: number, endedAt: string) =>
  q.run('UPDATE subscriptions SET ended_at = ?, renews = 0 WHERE id = ? AND ended_at IS NULL', endedAt, id);

/** The job kind that renews one subscription for one period (services/renewals/renew-subscription.ts). */
export const RENEW_SUBSCRIPTION = 'renewal';

/**
 * A renewal job (kind RENEW_SUBSCRIPTION, key '<subscription id>:<period it pays for>') for every subscription
 * whose period has run out and that has not ended; one made before is kept as it is, done or not, so
 * each period is asked for once. Values: run_at and created_at (ms), now (ISO 8601).
 */
export const DUE_RENEWAL_JOBS = `INSERT INTO jobs (kind, key, payload, run_at, created_at)
  SELECT '${RENEW_SUBSCRIPTION}', CAST(s.id AS TEXT) || ':' || CAST(s.period + 1 AS TEXT), 'null', CAST(? AS BIGINT), CAST(? AS BIGINT)
  FROM subscriptions s WHERE s.ended_at IS NULL AND s.expires_at <= ?
  ON CONFLICT (kind, key) DO NOTHING`;
