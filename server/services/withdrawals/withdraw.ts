import { apiMessageTemplates } from '../../../src/core/contract/api-messages';
import { fromCents, toCents } from '../../../src/core/contract/common';
import { withdrawMessages, type WithdrawQuote, type WithdrawRequest } from '../../../src/core/contract/money';
import type { ChainGateway } from '../../chain/chain-gateway';
import type { SqlDb } from '../../db/sql';
import { HttpError } from '../../http/http-error';
import type { RateLimiter } from '../../http/rate-limit';
import type { JobRunner } from '../../jobs/job-runner';
import { keptOutcome, runMoneyCall, type MoneyOutcome } from '../../ledger/idempotency';
import { walletCents } from '../../ledger/ledger';
import { requestWithdrawal, WITHDRAWALS_PER_DAY, WithdrawalLimitError } from '../../ledger/withdrawals';
import { transactionRow, type TransactionRow } from '../../rows/wallet';

/** What a withdrawal reaches of the server (a route passes its context). */
export interface WithdrawalDeps {
  sql: SqlDb;
  gateway: Pick<ChainGateway, 'withdrawalFee'>;
  /** The smallest withdrawal, in cents (API.md: $5 unless configured). */
  withdrawalMinimumCents: number;
  /** Per member: each price asks the chain's RPC node, on the operator's quota. */
  withdrawalPriceLimiter: Pick<RateLimiter, 'check'>;
  jobs: Pick<JobRunner, 'poke'>;
}

/** What a withdrawal's key keeps: the member's transaction and their balance after. */
export interface WithdrawFacts {
  transaction: TransactionRow;
  points_cents: number;
}

/**
 * A withdrawal's amount and fee, or the field it fails at: at least the minimum, and more than what paying
 * the address costs on the chain now (the gateway's fee, taken from the amount: API.md). The quote and
 * the withdrawal ask the same; the withdrawal asks again rather than trust an earlier quote.
 */
async function priceWithdrawal(
  deps: Pick<WithdrawalDeps, 'gateway' | 'withdrawalMinimumCents' | 'withdrawalPriceLimiter'>,
  userId: number,
  body: WithdrawRequest,
): Promise<{ amountCents: number; feeCents: number; address: string }> {
  // Counted for the quotes and the new withdrawals alike, whatever the ledger answers next (a member with
  // nothing to withdraw is refused only after the price): 30 a minute, then 429 rate_limited.
  await deps.withdrawalPriceLimiter.check(`user:${userId}`);
  const amountCents = toCents(body.amount);
  if (amountCents < deps.withdrawalMinimumCents) {
    throw new HttpError(
      'invalid_input',
      apiMessageTemplates.withdrawMinimum.write(`$${fromCents(deps.withdrawalMinimumCents).toFixed(2)}`),
      { amount: withdrawMessages.belowMinimum },
    );
  }
  const feeCents = await deps.gateway.withdrawalFee(body.address);
  if (feeCents >= amountCents) {
    throw new HttpError(
      'invalid_input',
      apiMessageTemplates.withdrawFeeTooHigh.write(`$${fromCents(feeCents).toFixed(2)}`),
      { amount: withdrawMessages.feeTooHigh },
    );
  }
  return { amountCents, feeCents, address: body.address };
}

/** What the address would receive for this withdrawal now: its amount, the chain's fee and the rest. */
export async function quoteWithdrawal(
  deps: Pick<WithdrawalDeps, 'gateway' | 'withdrawalMinimumCents' | 'withdrawalPriceLimiter'>,
  userId: number,
  request: WithdrawRequest,
): Promise<WithdrawQuote> {
  const { amountCents, feeCents } = await priceWithdrawal(deps, userId, request);
  return {
    amount: fromCents(amountCents),
    fee: fromCents(feeCents),
    receive: fromCents(amountCents - feeCents),
  };
}

/**
 * The member's withdrawal to an address, under API.md's Idempotency-Key rules: its outcome, the first
 * time and on every replay alike, for the route to answer.
 */
export async function withdraw(
  deps: WithdrawalDeps,
  userId: number,
  key: string | null,
  body: WithdrawRequest,
): Promise<MoneyOutcome<WithdrawFacts>> {
  // A retry is answered from its key before the chain is asked: the withdrawal it made stands, whatever
  // the address would cost now. A new one asks the chain before the money call, since a transaction
  // may run again and must not wait on the network.
  let created: number | null = null;
  let outcome = await keptOutcome<WithdrawFacts>(deps.sql, userId, key, body);
  if (!outcome) {
    const priced = await priceWithdrawal(deps, userId, body);
    try {
      outcome = await runMoneyCall(
        deps.sql,
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
  if (created !== null) deps.jobs.poke();
  return outcome;
}
