import { Hono } from 'hono';
import { fromCents, toCents } from '../../src/core/contract/common';
import {
  coffeeRequestSchema,
  subscribeRequestSchema,
  unlockRequestSchema,
  withdrawMessages,
  withdrawQuoteQuerySchema,
  withdrawRequestSchema,
  type WithdrawRequest,
} from '../../src/core/contract/money';
import { requireUser } from '../auth/principal';
import type { ServerEnv } from '../route-env';
import { nowIso } from '../db/database';
import type { Sql } from '../db/sql';
import { HttpError } from '../http/http-error';
import { readJson, readQuery } from '../http/validate';
import { idempotencyKeyOf, runMoneyCall } from '../ledger/idempotency';
import { walletCents } from '../ledger/ledger';
import { pay } from '../ledger/payments';
import { requestWithdrawal, WITHDRAWALS_PER_DAY, WithdrawalLimitError } from '../ledger/withdrawals';
import type { ServerContext } from '../route-env';
import { userById } from '../rows/load-users';
import { loadPost } from '../rows/posts';
import { unlockPaidCents } from '../rows/receipts';
import { INSERT_SUBSCRIPTION, periodEnd } from '../rows/subscriptions';
import { USER_SELECT, type UserRow } from '../rows/users';
import { VISIBLE_CREATORS, visibilityParams } from '../rows/visibility';
import { transactionById } from '../rows/wallet';
import { paymentRecorded } from '../services/payment-recorded';
import { issueReceipt } from '../services/receipts/issue-receipt';
import { apiMessages } from '../../src/core/contract/api-messages';

async function creatorFor(q: Sql, creatorId: number, payerId: number): Promise<UserRow> {
  const creator = await q.get<UserRow>(`${USER_SELECT} WHERE u.id = ? AND u.closed_at IS NULL`, creatorId);
  if (!creator || creator.subscription_amount_cents < 100) throw new HttpError('not_found', apiMessages.creatorMissing);
  if (creator.id === payerId) throw new HttpError('invalid_input', apiMessages.payYourself);
  return creator;
}

/**
 * API.md: a member pays the price they were shown. `amount` (when sent) against the price now, read in
 * the transaction that charges it; a difference is 409 with the current price, and nothing moves.
 */
function requireShownPrice(shown: number | undefined, priceCents: number, what: string): void {
  if (shown === undefined || toCents(shown) === priceCents) return;
  const price = fromCents(priceCents);
  throw new HttpError('price_changed', `The price of this ${what} is now $${price.toFixed(2)}`, undefined, { price });
}

/**
 * A withdrawal's amount and fee, or the field it fails at: at least the minimum, and more than what paying
 * the address costs on the chain now (the gateway's fee, taken from the amount: API.md). The quote and
 * the withdrawal ask the same; the withdrawal asks again rather than trust an earlier quote.
 */
async function priceWithdrawal(
  ctx: ServerContext,
  body: WithdrawRequest,
): Promise<{ amountCents: number; feeCents: number; address: string }> {
  const amountCents = toCents(body.amount);
  if (amountCents < ctx.withdrawalMinimumCents) {
    throw new HttpError(
      'invalid_input',
      `The minimum withdrawal is $${fromCents(ctx.withdrawalMinimumCents).toFixed(2)}`,
      { amount: withdrawMessages.belowMinimum },
    );
  }
  const feeCents = await ctx.gateway.withdrawalFee(body.address);
  if (feeCents >= amountCents) {
    throw new HttpError(
      'invalid_input',
      `Paying this address costs $${fromCents(feeCents).toFixed(2)} on the chain, more than this amount`,
      { amount: withdrawMessages.feeTooHigh },
    );
  }
  return { amountCents, feeCents, address: body.address };
}

export function moneyRoutes(): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();

  app.post('/v1/customer/subscriber/subscribe', async (c) => {
    const principal = requireUser(c, { embed: true });
    const key = idempotencyKeyOf(c);
    const body = await readJson(c, subscribeRequestSchema);
    const { sql, receipts, jobs } = c.get('ctx');
    const userId = principal.user.id;
    let webhooks = false;
    const result = await runMoneyCall(sql, userId, key, body, async (tx) => {
      const creator = await creatorFor(tx, body.creator_id, userId);
      const now = nowIso();
      if (
        await tx.get(
          'SELECT 1 AS subscribed FROM subscriptions WHERE subscriber_id = ? AND creator_id = ? AND expires_at > ?',
          userId,
          creator.id,
          now,
        )
      ) {
        throw new HttpError('already_subscribed', apiMessages.alreadySubscribed);
      }
      requireShownPrice(body.amount, creator.subscription_amount_cents, 'subscription');
      await pay(tx, principal, {
        creatorId: creator.id,
        amountCents: creator.subscription_amount_cents,
        type: 'subscription',
        public: body.public,
      });
      const expiresAt = periodEnd(Date.now());
      await tx.run(INSERT_SUBSCRIPTION, userId, creator.id, creator.subscription_amount_cents, expiresAt, now);
      const recorded = await paymentRecorded(tx, receipts, {
        type: 'subscription',
        member: principal.user,
        creator,
        amountCents: creator.subscription_amount_cents,
        site: principal.embed?.site ?? null,
        public: body.public,
        expiresAt,
      });
      webhooks = recorded.webhooks;
      return {
        status: 201,
        body: {
          subscription: { creator_id: creator.id, expires_at: expiresAt },
          points: fromCents(await walletCents(tx, userId)),
          receipt: recorded.receipt,
        },
      };
    });
    if (webhooks) jobs.poke();
    return c.json(result.body, result.status);
  });

  app.post('/v1/customer/subscriber/coffee', async (c) => {
    const principal = requireUser(c, { embed: true });
    const key = idempotencyKeyOf(c);
    const body = await readJson(c, coffeeRequestSchema);
    const { sql, receipts, jobs } = c.get('ctx');
    const userId = principal.user.id;
    let webhooks = false;
    const result = await runMoneyCall(sql, userId, key, body, async (tx) => {
      const creator = await creatorFor(tx, body.creator_id, userId);
      const amountCents = toCents(body.tip);
      const { transactionId } = await pay(tx, principal, {
        creatorId: creator.id,
        amountCents,
        type: 'tip',
        message: body.message,
        public: body.public,
      });
      const recorded = await paymentRecorded(tx, receipts, {
        type: 'tip',
        member: principal.user,
        creator,
        amountCents,
        site: principal.embed?.site ?? null,
        message: body.message || null,
        public: body.public,
      });
      webhooks = recorded.webhooks;
      return {
        status: 201,
        body: {
          transaction: await transactionById(tx, transactionId),
          points: fromCents(await walletCents(tx, userId)),
          receipt: recorded.receipt,
        },
      };
    });
    if (webhooks) jobs.poke();
    return c.json(result.body, result.status);
  });

  app.post('/v1/customer/subscriber/post', async (c) => {
    const principal = requireUser(c);
    const key = idempotencyKeyOf(c);
    const body = await readJson(c, unlockRequestSchema);
    const { sql, receipts, jobs } = c.get('ctx');
    const userId = principal.user.id;
    let webhooks = false;
    const result = await runMoneyCall(sql, userId, key, body, async (tx) => {
      // A post the payer may not see (a closed account's, a private one's) is not for sale either.
      const post = await tx.get<{ creator_id: number; visibility: string; price_cents: number | null }>(
        `SELECT creator_id, visibility, price_cents FROM posts
         WHERE id = ? AND deleted_at IS NULL AND creator_id IN (${VISIBLE_CREATORS})`,
        visibilityParams(userId),
        body.post_id,
      );
      if (!post) throw new HttpError('not_found', apiMessages.postMissing);
      if (post.visibility !== 'paid' || post.price_cents === null)
        throw new HttpError('invalid_input', apiMessages.notForSale);
      if (post.creator_id === userId) throw new HttpError('invalid_input', apiMessages.ownPost);
      const creator = await userById(tx, post.creator_id);
      if (!creator) throw new HttpError('not_found', apiMessages.postMissing);
      const facts = { member: principal.user, creator, site: null, postId: body.post_id } as const;
      let receipt: string;
      // Unlocking twice charges once: the second call answers with the post, and a receipt of what was paid.
      if (await tx.get('SELECT 1 AS unlocked FROM unlocks WHERE post_id = ? AND user_id = ?', body.post_id, userId)) {
        const amountCents = (await unlockPaidCents(tx, body.post_id, userId)) ?? post.price_cents;
        receipt = (await issueReceipt(tx, receipts, { ...facts, type: 'unlock', memberId: userId, amountCents })).jws;
      } else {
        requireShownPrice(body.amount, post.price_cents, 'post');
        await pay(tx, principal, {
          creatorId: post.creator_id,
          amountCents: post.price_cents,
          type: 'unlock',
          postId: body.post_id,
        });
        await tx.run(
          'INSERT INTO unlocks (post_id, user_id, created_at) VALUES (?, ?, ?)',
          body.post_id,
          userId,
          nowIso(),
        );
        const recorded = await paymentRecorded(tx, receipts, {
          ...facts,
          type: 'unlock',
          amountCents: post.price_cents,
        });
        receipt = recorded.receipt;
        webhooks = recorded.webhooks;
      }
      return {
        status: 200,
        body: {
          post: await loadPost(tx, userId, body.post_id),
          points: fromCents(await walletCents(tx, userId)),
          receipt,
        },
      };
    });
    if (webhooks) jobs.poke();
    return c.json(result.body, result.status);
  });

  app.get('/v1/customer/withdraw-solana/quote', async (c) => {
    requireUser(c);
    const query = readQuery(c, withdrawQuoteQuerySchema);
    const { amountCents, feeCents } = await priceWithdrawal(c.get('ctx'), query);
    return c.json({
      amount: fromCents(amountCents),
      fee: fromCents(feeCents),
      receive: fromCents(amountCents - feeCents),
    });
  });

  app.post('/v1/customer/withdraw-solana', async (c) => {
    const principal = requireUser(c);
    const key = idempotencyKeyOf(c);
    const body = await readJson(c, withdrawRequestSchema);
    const ctx = c.get('ctx');
    const userId = principal.user.id;
    // The chain is asked before the money call: a transaction may run again, and must not wait on the network.
    const priced = await priceWithdrawal(ctx, body);
    let created: number | null = null;
    let result;
    try {
      result = await runMoneyCall(ctx.sql, userId, key, body, async (tx) => {
        const id = await requestWithdrawal(tx, userId, priced);
        created = id;
        return {
          status: 201,
          body: { transaction: await transactionById(tx, id), points: fromCents(await walletCents(tx, userId)) },
        };
      });
    } catch (error) {
      if (!(error instanceof WithdrawalLimitError)) throw error;
      throw new HttpError(
        'rate_limited',
        `You can make ${WITHDRAWALS_PER_DAY} withdrawals in 24 hours: try again later`,
      );
    }
    // A new withdrawal is sent at once: its settlement job (made with it) is claimed now rather than at
    // the next poll. A replay answers with the first one's state.
    if (created !== null) ctx.jobs.poke();
    return c.json(result.body, result.status);
  });

  return app;
}
