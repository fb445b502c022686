import { isCreatorPriceCents } from '../../src/core/contract/creator-rule';
import { nowIso } from '../db/database';
import { param, query, type RowOf } from '../db/query';
import type { Payer } from '../rows/callers';
import type { SqlDb, SqlTx } from '../db/sql';
import { visibilityParams, visibleCreators } from '../rows/visibility';
import { unlockPaid } from '../rows/receipts';
import { insertSubscription, periodEnd } from '../rows/subscriptions';
import { totalPosts, type SummaryRow } from '../rows/users';
import type { TransactionRow } from '../rows/wallet';
import { runMoneyCall, type MoneyOutcome } from './idempotency';
import { walletCents } from './ledger';
import { LedgerError } from './ledger-error';
import { recordPayment, recordReceipt, type PaymentRecord } from './payment-records';
import { pay } from './payments';

/**
 * Who calls: the bearer token's hash, read by the call itself inside its transaction (so a tip is one
 * round trip on PostgreSQL), and whether a connected site's token may make it; with which
 * Idempotency-Key (or none), and the request that key is kept for.
 */
export interface PaymentCall {
  token: string;
  embedAllowed: boolean;
  key: string | null;
  request: unknown;
}

/**
 * A tip's answer: the payer's transaction, the creator as its counterparty, the payer's balance after,
 * and what the call recorded besides (its receipt; webhook deliveries to send).
 */
export interface TipFacts extends PaymentRecord {
  transaction: TransactionRow;
  counterparty: SummaryRow;
  points_cents: number;
}

export interface SubscribeFacts extends PaymentRecord {
  subscription: { creator_id: number; expires_at: string };
  points_cents: number;
}

/** An unlock's answer: the post (read for the member, `user_id`, once the call has run) and the balance after. */
export interface UnlockFacts extends PaymentRecord {
  post_id: number;
  user_id: number;
  points_cents: number;
}

/**
 * The money calls that pay a creator (API.md: coffee, subscribe, post), each one transaction with the
 * Idempotency-Key's rules. Two implementations, proven equal by the same HTTP tests on both engines
 * (server/tests run on SQLite and on PostgreSQL): this file's, in TypeScript, for SQLite, and
 * postgres-money.ts's, one PL/pgSQL call and one round trip each, for PostgreSQL (issue 41). A rule
 * changed here is changed there, in the same order of checks; the queries that state a rule (what a site
 * spent, who sees a post, a balance, a key's claim) are written once and used by both.
 */
export interface MoneyCalls {
  tip(
    call: PaymentCall,
    input: { creatorId: number; amountCents: number; message: string | null; public: boolean },
  ): Promise<MoneyOutcome<TipFacts>>;
  /**
   * `shownCents`: the price the member was shown (API.md), or null when the client sent none. `public`:
   * the member chose to show their name (and a tip's message) on the creator's supporters wall.
   */
  subscribe(
    call: PaymentCall,
    input: { creatorId: number; shownCents: number | null; public: boolean },
  ): Promise<MoneyOutcome<SubscribeFacts>>;
  unlock(call: PaymentCall, input: { postId: number; shownCents: number | null }): Promise<MoneyOutcome<UnlockFacts>>;
}

/** The creator @creator as a payee: a summary for the answer, and their subscription price. */
export const PAYEE = query((db) =>
  db
    .selectFrom('users as u')
    .select([
      'u.id',
      'u.alias',
      'u.image',
      'u.first_name',
      'u.last_name',
      'u.verified',
      totalPosts,
      'u.subscription_amount_cents',
    ])
    .where('u.id', '=', param<number>('creator'))
    .where('u.closed_at', 'is', null),
);

/** @user holds a subscription to @creator that runs past @now. */
export const SUBSCRIBED = query((db) =>
  db
    .selectFrom('subscriptions')
    .select((eb) => eb.lit(1).as('subscribed'))
    .where('subscriber_id', '=', param<number>('user'))
    .where('creator_id', '=', param<number>('creator'))
    .where('expires_at', '>', param<string>('now')),
);

/**
 * The post @post, if @viewer may see it (a closed or private creator's is not for sale either), and its
 * creator's alias. Who may see a creator's posts is rows/visibility.ts's rule (binding @viewer and @now).
 */
export const POST_FOR_SALE = query((db) =>
  db
    .selectFrom('posts as p')
    .innerJoin('users as u', 'u.id', 'p.creator_id')
    .select(['p.creator_id', 'p.visibility', 'p.price_cents', 'u.alias as creator_alias'])
    .where('p.id', '=', param<number>('post'))
    .where('p.deleted_at', 'is', null)
    .where('p.creator_id', 'in', visibleCreators(db)),
);

/** @user has unlocked @post (PostgreSQL's money calls ask the same). */
export const UNLOCKED = query((db) =>
  db
    .selectFrom('unlocks')
    .select((eb) => eb.lit(1).as('unlocked'))
    .where('post_id', '=', param<number>('post'))
    .where('user_id', '=', param<number>('user')),
);
export const INSERT_UNLOCK = query((db) =>
  db
    .insertInto('unlocks')
    .values({ post_id: param<number>('post'), user_id: param<number>('user'), created_at: param<string>('now') }),
);

type PayeeRow = RowOf<typeof PAYEE>;

/** Only an open creator's account can be paid, and not by its owner. */
async function payee(tx: SqlTx, creatorId: number, payerId: number): Promise<PayeeRow> {
  const creator = await tx.get(PAYEE, { creator: creatorId });
  if (!creator || !isCreatorPriceCents(creator.subscription_amount_cents))
    throw new LedgerError({ code: 'creator_not_found' });
  if (creator.id === payerId) throw new LedgerError({ code: 'pay_yourself' });
  return creator;
}

function summaryOf(row: PayeeRow): SummaryRow {
  const { subscription_amount_cents: _price, ...summary } = row;
  return summary;
}

/** API.md: when the member was shown a price and it is not today's, nothing is paid. */
function checkShownPrice(shownCents: number | null, priceCents: number, of: 'subscription' | 'post'): void {
  if (shownCents !== null && shownCents !== priceCents)
    throw new LedgerError({ code: 'price_changed', price_cents: priceCents, of });
}

/** The money calls in TypeScript, on any engine (SQLite's). */
export function typescriptMoneyCalls(sql: SqlDb): MoneyCalls {
  const run = <F>(call: PaymentCall, body: (tx: SqlTx, payer: Payer) => Promise<F>) =>
    runMoneyCall(sql, { token: call.token, embedAllowed: call.embedAllowed }, call.key, call.request, body);
  return {
    tip: (call, input) =>
      run(call, async (tx, payer) => {
        const payerId = payer.userId;
        const creator = await payee(tx, input.creatorId, payerId);
        const transaction = await pay(tx, payer, {
          creatorId: creator.id,
          amountCents: input.amountCents,
          type: 'tip',
          message: input.message,
          public: input.public,
        });
        const recorded = await recordPayment(tx, {
          type: 'tip',
          userId: payerId,
          creator,
          postId: null,
          site: payer.site,
          amountCents: input.amountCents,
          transferId: transaction.transfer_id,
          message: input.message,
          now: transaction.created_at,
        });
        return {
          transaction,
          counterparty: summaryOf(creator),
          points_cents: await walletCents(tx, payerId),
          ...recorded,
        };
      }),

    subscribe: (call, input) =>
      run(call, async (tx, payer) => {
        const payerId = payer.userId;
        const creator = await payee(tx, input.creatorId, payerId);
        const now = nowIso();
        if (await tx.get(SUBSCRIBED, { user: payerId, creator: creator.id, now }))
          throw new LedgerError({ code: 'already_subscribed' });
        checkShownPrice(input.shownCents, creator.subscription_amount_cents, 'subscription');
        const paid = await pay(tx, payer, {
          creatorId: creator.id,
          amountCents: creator.subscription_amount_cents,
          type: 'subscription',
          public: input.public,
        });
        const expiresAt = periodEnd(now);
        await tx.run(insertSubscription, {
          subscriber_id: payerId,
          creator_id: creator.id,
          price_cents: creator.subscription_amount_cents,
          expires_at: expiresAt,
          created_at: now,
        });
        const recorded = await recordPayment(tx, {
          type: 'subscription',
          userId: payerId,
          creator,
          postId: null,
          site: payer.site,
          amountCents: creator.subscription_amount_cents,
          transferId: paid.transfer_id,
          now,
        });
        return {
          subscription: { creator_id: creator.id, expires_at: expiresAt },
          points_cents: await walletCents(tx, payerId),
          ...recorded,
        };
      }),

    unlock: (call, input) =>
      run(call, async (tx, payer) => {
        const payerId = payer.userId;
        const post = await tx.get(POST_FOR_SALE, visibilityParams(payerId, { post: input.postId }));
        if (!post) throw new LedgerError({ code: 'post_not_found' });
        if (post.visibility !== 'paid' || post.price_cents === null) throw new LedgerError({ code: 'not_for_sale' });
        if (post.creator_id === payerId) throw new LedgerError({ code: 'own_post' });
        const record = {
          type: 'unlock',
          userId: payerId,
          creator: { id: post.creator_id, alias: post.creator_alias },
          postId: input.postId,
          site: null,
          now: nowIso(),
        } as const;
        let recorded: PaymentRecord;
        // Unlocking twice charges once: the second call answers with the post, and a receipt of what was paid.
        if (await tx.get(UNLOCKED, { post: input.postId, user: payerId })) {
          const paid = await tx.get(unlockPaid, { post: input.postId, user: payerId });
          const amountCents = paid === undefined ? post.price_cents : Number(paid.amount_cents);
          const receipt = await recordReceipt(tx, { amountCents, transferId: null, ...record });
          recorded = { receipt, webhooks: false };
        } else {
          checkShownPrice(input.shownCents, post.price_cents, 'post');
          const paid = await pay(tx, payer, {
            creatorId: post.creator_id,
            amountCents: post.price_cents,
            type: 'unlock',
            postId: input.postId,
          });
          await tx.run(INSERT_UNLOCK, { post: input.postId, user: payerId, now: record.now });
          recorded = await recordPayment(tx, {
            amountCents: post.price_cents,
            transferId: paid.transfer_id,
            ...record,
          });
        }
        return { post_id: input.postId, user_id: payerId, points_cents: await walletCents(tx, payerId), ...recorded };
      }),
  };
}
