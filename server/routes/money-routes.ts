import { Hono, type Context } from 'hono';
import { apiMessageTemplates } from '../../src/core/contract/api-messages';
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
import { bearerTokenHash, requireUser, signInFirst } from './principal';
import type { ServerContext, ServerEnv } from '../route-env';
import { HttpError } from '../http/http-error';
import { answerOutcome, idempotencyKeyOf } from '../http/idempotency-key';
import { readJson, readQuery } from '../http/validate';
import { keptOutcome, runMoneyCall } from '../ledger/idempotency';
import { walletCents } from '../ledger/ledger';
import { requestWithdrawal, WITHDRAWALS_PER_DAY, WithdrawalLimitError } from '../ledger/withdrawals';
import type { PaymentRecord } from '../ledger/payment-records';
import { loadPost } from '../rows/posts';
import { toTransaction, transactionRow, type TransactionRow } from '../rows/wallet';
import { receiptJws } from '../services/receipts/issue-receipt';

/**
 * What a paying call's answer carries besides its own facts: the signed receipt (API.md), the same on
 * every replay. A call that made webhook deliveries has the job runner send them now rather than at its
 * next poll (a replay asks again, which costs nothing).
 */
async function paid(c: Context<ServerEnv>, facts: PaymentRecord): Promise<{ receipt: string }> {
  const { receipts, jobs } = c.get('ctx');
  if (facts.webhooks) jobs.poke();
  return { receipt: await receiptJws(receipts, facts.receipt) };
}

/** The price the member was shown, in cents, or null when the client sent none. */
const shownCents = (amount: number | undefined) => (amount === undefined ? null : toCents(amount));

/** The call's caller: its bearer token, which the money call reads itself (money-calls.ts). */
function tokenOf(c: Context<ServerEnv>): string {
  const token = bearerTokenHash(c);
  if (token === null) throw signInFirst();
  return token;
}

/**
 * The calls that pay a creator (coffee, subscribe, post). Each reads its caller's token inside its one
 * database call rather than after resolvePrincipal's query (app.ts mounts these before it): one round
 * trip per tip on PostgreSQL, not two. A request with no token is 401 at once; one whose session has
 * ended is 401 from its call, after its body was validated.
 */
export function paymentRoutes(): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();

  app.post('/v1/customer/subscriber/subscribe', async (c) => {
    const token = tokenOf(c);
    const key = idempotencyKeyOf(c);
    const body = await readJson(c, subscribeRequestSchema);
    const outcome = await c
      .get('ctx')
      .money.subscribe(
        { token, embedAllowed: true, key, request: body },
        { creatorId: body.creator_id, shownCents: shownCents(body.amount), public: body.public === true },
      );
    return answerOutcome(c, outcome, 201, async (facts) => ({
      subscription: facts.subscription,
      points: fromCents(facts.points_cents),
      ...(await paid(c, facts)),
    }));
  });

  app.post('/v1/customer/subscriber/coffee', async (c) => {
    const token = tokenOf(c);
    const key = idempotencyKeyOf(c);
    const body = await readJson(c, coffeeRequestSchema);
    const outcome = await c.get('ctx').money.tip(
      { token, embedAllowed: true, key, request: body },
      {
        creatorId: body.creator_id,
        amountCents: toCents(body.tip),
        message: body.message || null,
        public: body.public === true,
      },
    );
    return answerOutcome(c, outcome, 201, async (facts) => ({
      transaction: toTransaction(facts.transaction, facts.counterparty),
      points: fromCents(facts.points_cents),
      ...(await paid(c, facts)),
    }));
  });

  app.post('/v1/customer/subscriber/post', async (c) => {
    const token = tokenOf(c);
    const key = idempotencyKeyOf(c);
    const body = await readJson(c, unlockRequestSchema);
    const { sql, money } = c.get('ctx');
    const outcome = await money.unlock(
      { token, embedAllowed: false, key, request: body },
      { postId: body.post_id, shownCents: shownCents(body.amount) },
    );
    // The post as the member sees it now they have paid (a replay reads it again: the same post, unlocked).
    return answerOutcome(c, outcome, 200, async (facts) => ({
      post: await loadPost(sql, facts.user_id, facts.post_id),
      points: fromCents(facts.points_cents),
      ...(await paid(c, facts)),
    }));
  });

  return app;
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
      apiMessageTemplates.withdrawMinimum.write(`$${fromCents(ctx.withdrawalMinimumCents).toFixed(2)}`),
      { amount: withdrawMessages.belowMinimum },
    );
  }
  const feeCents = await ctx.gateway.withdrawalFee(body.address);
  if (feeCents >= amountCents) {
    throw new HttpError(
      'invalid_input',
      apiMessageTemplates.withdrawFeeTooHigh.write(`$${fromCents(feeCents).toFixed(2)}`),
      { amount: withdrawMessages.feeTooHigh },
    );
  }
  return { amountCents, feeCents, address: body.address };
}

/** What a withdrawal's key keeps: the member's transaction and their balance after. */
interface WithdrawFacts {
  transaction: TransactionRow;
  points_cents: number;
}

/** The other money routes, behind resolvePrincipal. */
export function moneyRoutes(): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();

  app.get('/v1/customer/withdraw-solana/quote', async (c) => {
    const { user } = requireUser(c);
    await c.get('ctx').withdrawQuoteLimiter.check(`user:${user.id}`);
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
    // A retry is answered from its key before the chain is asked: the withdrawal it made stands, whatever
    // the address would cost now. A new one asks the chain before the money call, since a transaction
    // may run again and must not wait on the network.
    let created: number | null = null;
    let outcome = await keptOutcome<WithdrawFacts>(ctx.sql, userId, key, body);
    if (!outcome) {
      const priced = await priceWithdrawal(ctx, body);
      try {
        outcome = await runMoneyCall(
          ctx.sql,
          { payer: { userId, embedId: null, site: null } },
          key,
          body,
          async (tx) => {
            const id = await requestWithdrawal(tx, userId, priced);
            created = id;
            const transaction = await transactionRow(tx, id);
            if (!transaction) throw new Error('withdrawal not recorded');
            return { transaction, points_cents: await walletCents(tx, userId) };
          },
        );
      } catch (error) {
        if (!(error instanceof WithdrawalLimitError)) throw error;
        throw new HttpError('rate_limited', apiMessageTemplates.withdrawalsPerDay.write(String(WITHDRAWALS_PER_DAY)));
      }
    }
    // A new withdrawal is sent at once: its settlement job (made with it) is claimed now rather than at
    // the next poll. A replay answers with the first one's state.
    if (created !== null) ctx.jobs.poke();
    return answerOutcome(c, outcome, 201, (facts) => ({
      transaction: toTransaction(facts.transaction, undefined),
      points: fromCents(facts.points_cents),
    }));
  });

  return app;
}
