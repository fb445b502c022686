import { Hono, type Context } from 'hono';
import { fromCents, toCents } from '../../src/core/contract/common';
import {
  coffeeRequestSchema,
  subscribeRequestSchema,
  unlockRequestSchema,
  withdrawQuoteQuerySchema,
  withdrawRequestSchema,
} from '../../src/core/contract/money';
import { bearerTokenHash, requireUser, signInFirst } from './principal';
import type { ServerEnv } from '../route-env';
import { answerOutcome, idempotencyKeyOf } from '../http/idempotency-key';
import { readJson, readQuery } from '../http/validate';
import type { PaymentRecord } from '../ledger/payment-records';
import { loadPost } from '../rows/posts';
import { toTransaction } from '../rows/wallet';
import { receiptJws } from '../services/receipts/issue-receipt';
import { quoteWithdrawal, withdraw } from '../services/withdrawals/withdraw';

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

/** The other money routes, behind resolvePrincipal. */
export function moneyRoutes(): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();

  app.get('/v1/customer/withdraw-solana/quote', async (c) => {
    const { user } = requireUser(c);
    const query = readQuery(c, withdrawQuoteQuerySchema);
    return c.json(await quoteWithdrawal(c.get('ctx'), user.id, query));
  });

  app.post('/v1/customer/withdraw-solana', async (c) => {
    const principal = requireUser(c);
    const key = idempotencyKeyOf(c);
    const body = await readJson(c, withdrawRequestSchema);
    const outcome = await withdraw(c.get('ctx'), principal.user.id, key, body);
    return answerOutcome(c, outcome, 201, (facts) => ({
      transaction: toTransaction(facts.transaction, undefined),
      points: fromCents(facts.points_cents),
    }));
  });

  return app;
}
