import { DAY_MS } from '../db/database';
import { databaseNowIso, databaseNowMs } from '../db/database-clock';
import type { ExpressionBuilder } from 'kysely';
import { named, param, query, type RowOf } from '../db/query';
import type { Sql, SqlTx } from '../db/sql';
import type { Row, Tables } from '../db/tables';
import { usersWithPosts } from './users';

/** A subscription's period (API.md): it runs this long, then renews. */
export const SUBSCRIPTION_DAYS = 30;

/** The end of a period that starts at `from` (ISO 8601). */
export const periodEnd = (from: string | number): string =>
  new Date(new Date(from).getTime() + SUBSCRIPTION_DAYS * DAY_MS).toISOString();

/**
 * A subscription as stored: price_cents is what each period costs (the creator's price when the member
 * subscribed, API.md); renews is 1 until the member cancels; period counts the periods paid for (1 after
 * subscribing, one more per renewal); ended_at is set when it stopped for good.
 */
export type SubscriptionRow = Row<'subscriptions'>;

/**
 * The subscribe call's row, its values named after its columns. The same text in the TypeScript call
 * and inside PostgreSQL's one-statement call (ledger/postgres-money.ts).
 */
export const insertSubscription = query((db) =>
  db
    .insertInto('subscriptions')
    .values(named('subscriptions', 'subscriber_id creator_id price_cents expires_at created_at')),
);

const runningQuery = query((db) =>
  db
    .selectFrom('subscriptions')
    .selectAll()
    .where('subscriber_id', '=', param<number>('member'))
    .where('creator_id', '=', param<number>('creator'))
    .where('expires_at', '>', param<string>('now'))
    .where('ended_at', 'is', null)
    .orderBy('expires_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1),
);

/** The member's running subscription to the creator, if any (the newest, should an old one linger). */
export const runningSubscription = (q: Sql, memberId: number, creatorId: number, now: string) =>
  q.get(runningQuery, { member: memberId, creator: creatorId, now });

const renewsQuery = query((db) =>
  db
    .updateTable('subscriptions')
    .set({ renews: param<0 | 1>('renews') })
    .where('id', '=', param<number>('id'))
    .where('expires_at', '>', param<string>('now'))
    .where('ended_at', 'is', null),
);

/** Cancels (0) or resumes (1) a running subscription; the number of rows changed. */
export const setRenews = (q: Sql, id: number, renews: 0 | 1, now: string) => q.run(renewsQuery, { renews, id, now });

const memberSubscriptionsQuery = query((db) =>
  usersWithPosts(db)
    .innerJoin('subscriptions as s', 's.creator_id', 'u.id')
    .select(['s.expires_at', 's.renews', 's.price_cents'])
    .where('s.subscriber_id', '=', param<number>('member'))
    .where('s.expires_at', '>', param<string>('now'))
    .where('s.ended_at', 'is', null)
    .where('u.closed_at', 'is', null)
    .orderBy('s.expires_at')
    .orderBy('s.id'),
);

export type MemberSubscriptionRow = RowOf<typeof memberSubscriptionsQuery>;

/** The member's running subscriptions with their creators (open accounts only), soonest renewal first. */
export const memberSubscriptions = (q: Sql, memberId: number, now: string) =>
  q.all(memberSubscriptionsQuery, { member: memberId, now });

/** Of the running subscriptions, those that will renew (not cancelled) with an end before @monthEnd. */
const renewingBy = (eb: ExpressionBuilder<Tables & { s: Tables['subscriptions'] }, 's'>) =>
  eb.and([eb('s.renews', '=', 1), eb('s.expires_at', '<=', param<string>('monthEnd'))]);

const subscriberFiguresQuery = query((db) =>
  db
    .selectFrom('subscriptions as s')
    .innerJoin('users as u', 'u.id', 's.subscriber_id')
    .select((eb) => [
      eb.fn.countAll<number>().as('active'),
      eb.fn.coalesce(eb.fn.sum<number>(eb.case().when(renewingBy(eb)).then(1).else(0).end()), eb.lit(0)).as('renewing'),
      eb.fn
        .coalesce(
          eb.fn.sum<number>(eb.case().when(renewingBy(eb)).then(eb.ref('s.price_cents')).else(0).end()),
          eb.lit(0),
        )
        .as('renewing_cents'),
    ])
    .where('s.creator_id', '=', param<number>('creator'))
    .where('s.expires_at', '>', param<string>('now'))
    .where('s.ended_at', 'is', null)
    .where('u.closed_at', 'is', null),
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
  const row = await q.get(subscriberFiguresQuery, { creator: creatorId, now, monthEnd });
  return {
    active: Number(row?.active ?? 0),
    renewing: Number(row?.renewing ?? 0),
    renewingCents: Number(row?.renewing_cents ?? 0),
  };
}

const forRenewalQuery = query((db, engine) => {
  const read = db.selectFrom('subscriptions').selectAll().where('id', '=', param<number>('id'));
  return engine === 'postgres' ? read.forNoKeyUpdate() : read;
});

/** The subscription's row, locked for its renewal (PostgreSQL; SQLite's write lock holds everything). */
export const subscriptionForRenewal = (tx: SqlTx, id: number) => tx.get(forRenewalQuery, { id });

const subscriberQuery = query((db) =>
  db.selectFrom('subscriptions').select('subscriber_id').where('id', '=', param<number>('id')),
);

/** Who holds the subscription (it never changes): a renewal holds their wallet before the row. */
export const subscriberOf = async (q: Sql, id: number): Promise<number | undefined> => {
  const row = await q.get(subscriberQuery, { id });
  return row ? Number(row.subscriber_id) : undefined;
};

const originReceiptQuery = query((db) =>
  db
    .selectFrom('receipts')
    .select(['id', 'site'])
    .where('type', '=', 'subscription')
    .where('member_id', '=', param<number>('member'))
    .where('creator_id', '=', param<number>('creator'))
    .where('created_at', '>=', param<string>('since'))
    .orderBy('created_at')
    .orderBy('id')
    .limit(1),
);
const originEarningQuery = query((db) =>
  db
    .selectFrom('earnings')
    .select('public')
    .where('type', '=', 'subscription')
    .where('from_id', '=', param<number>('member'))
    .where('creator_id', '=', param<number>('creator'))
    .where('created_at', '>=', param<string>('since'))
    .orderBy('created_at')
    .orderBy('id')
    .limit(1),
);

/**
 * Where the subscription was bought: its receipt (the first of the member's subscription receipts to the
 * creator from its start: the subscribe call writes it after the row), that receipt's site, and whether
 * the member chose to show their name (on the earning it paid). Subscriptions older than receipts have none.
 */
export async function subscriptionOrigin(
  q: Sql,
  sub: SubscriptionRow,
): Promise<{ receipt: string | null; site: string | null; public: boolean }> {
  const values = { member: sub.subscriber_id, creator: sub.creator_id, since: sub.created_at };
  const receipt = await q.get(originReceiptQuery, values);
  const earning = await q.get(originEarningQuery, values);
  return { receipt: receipt?.id ?? null, site: receipt?.site ?? null, public: Number(earning?.public ?? 0) === 1 };
}

const extendQuery = query((db) =>
  db
    .updateTable('subscriptions')
    .set((eb) => ({ expires_at: param<string>('expires'), period: eb('period', '+', 1) }))
    .where('id', '=', param<number>('id'))
    .where('period', '=', param<number>('period'))
    .where('ended_at', 'is', null),
);

/** After a renewal: the new end and the period paid, only if no other run renewed it first. */
export const extendSubscription = (q: Sql, sub: SubscriptionRow, expiresAt: string) =>
  q.run(extendQuery, { expires: expiresAt, id: sub.id, period: sub.period });

const endQuery = query((db) =>
  db
    .updateTable('subscriptions')
    .set({ ended_at: param<string>('now'), renews: 0 })
    .where('id', '=', param<number>('id'))
    .where('ended_at', 'is', null),
);

export const endSubscription = (q: Sql, id: number, endedAt: string) => q.run(endQuery, { id, now: endedAt });

/** The job kind that renews one subscription for one period (services/renewals/renew-subscription.ts). */
export const RENEW_SUBSCRIPTION = 'renewal';

/**
 * A renewal job (kind RENEW_SUBSCRIPTION, key '<subscription id>:<period it pays for>') for every subscription
 * whose period has run out and that has not ended; one made before is kept as it is, done or not, so
 * each period is asked for once. Run out and due by the database's clock, as the job runner reads it:
 * an instance whose clock is off would otherwise renew early or late by as much (docs/jobs.md).
 */
export const dueRenewalJobs = query((db, engine) =>
  db
    .insertInto('jobs')
    .columns(['kind', 'key', 'payload', 'run_at', 'created_at'])
    .expression(
      db
        .selectFrom('subscriptions as s')
        .select((eb) => [
          eb.val(RENEW_SUBSCRIPTION).as('kind'),
          eb(eb(eb.cast<string>('s.id', 'text'), '||', ':'), '||', eb.cast<string>(eb('s.period', '+', 1), 'text')).as(
            'key',
          ),
          eb.val('null').as('payload'),
          databaseNowMs(engine).as('run_at'),
          databaseNowMs(engine).as('created_at'),
        ])
        .where('s.ended_at', 'is', null)
        .where('s.expires_at', '<=', databaseNowIso(engine)),
    )
    .onConflict((conflict) => conflict.columns(['kind', 'key']).doNothing()),
);
