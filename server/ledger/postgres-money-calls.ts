import { callerError } from './ledger-error';
import { dayBefore, nowIso } from '../db/database';
import { isLockTimeout } from '../db/dialect';
import { groupCommit } from '../db/group-commit';
import { isStatementRefused } from '../db/postgres-sql';
import { param, query } from '../db/query';
import type { SqlDb } from '../db/sql';
import type { CallerRefusal } from '../rows/callers';
import { periodEnd } from '../rows/subscriptions';
import { newEventId } from '../rows/webhook-outbox';
import { moneyCallError, replayOf, requestHashOf, type MoneyOutcome } from './idempotency';
import type { MoneyCalls, PaymentCall, SubscribeFacts, TipFacts, UnlockFacts } from './money-calls';
import { newReceiptId } from './payment-records';
import { argumentsOf, FUNCTIONS, type MoneyFunction } from './postgres-money';

// The API's side of PostgreSQL's money functions (postgres-money.ts): each call bound and sent, alone or
// in a round (group-commit.ts), and its answer read back as the TypeScript calls return theirs.

/** A function's answer: the outcome, the key's stored row for a replay, or why its token let it run nothing. */
type Answer<F> =
  | Exclude<MoneyOutcome<F>, { answered: unknown }>
  | { stored: Parameters<typeof replayOf>[0] }
  | { caller: CallerRefusal }
  | { busy: true };

/**
 * A money function's call, `SELECT pg_temp.<name>(@token, @key, @hash, @now, @since, …) AS answer`: the call's
 * own values first, then its function's, then what it records besides the money (@receipt, @event).
 */
const moneyFunction = (fn: MoneyFunction) =>
  query((db) =>
    db.selectNoFrom((eb) =>
      eb.fn<Answer<unknown>>(`pg_temp.${FUNCTIONS[fn].name}`, [...argumentsOf(fn).map((n) => param(n))]).as('answer'),
    ),
  );
const functionQueries = {
  tip: moneyFunction('tip'),
  subscribe: moneyFunction('subscribe'),
  unlock: moneyFunction('unlock'),
};

/** Many calls in one, `SELECT pg_temp.<name>(@calls) AS answers`: @calls their values in a JSON array. */
const callsFunction = (name: 'cuppa_calls' | 'cuppa_calls_waiting') =>
  query((db) =>
    db.selectNoFrom((eb) => eb.fn<Record<string, Answer<unknown>>>(`pg_temp.${name}`, [param('calls')]).as('answers')),
  );
const roundQuery = callsFunction('cuppa_calls');
const waitingQuery = callsFunction('cuppa_calls_waiting');

/**
 * A text as PostgreSQL receives it in a call alone, whose parameters go as UTF-8: a lone surrogate
 * becomes U+FFFD. JSON would write it as an escape, which jsonb refuses, failing the whole round.
 */
const wellFormed = (_key: string, value: unknown) =>
  typeof value === 'string' ? Buffer.from(value, 'utf8').toString('utf8') : value;

/** A call's values, bound by name, and its function. */
type Bound = { fn: MoneyFunction; token: string } & Record<string, unknown>;

/**
 * The money calls as PostgreSQL calls, one round trip each, or one for many at once under load
 * (group-commit.ts); the SqlDb's connections must hold MONEY_FUNCTIONS (sqlDb's `session`).
 */
export function postgresMoneyCalls(sql: SqlDb, { rounds = 2 }: { rounds?: number } = {}): MoneyCalls {
  const one = async (bound: Bound) => (await sql.get(functionQueries[bound.fn], bound))?.answer;
  const calls = (fn: typeof roundQuery) => async (bounds: Bound[]) => {
    const answers = (await sql.get(fn, { calls: JSON.stringify(bounds, wellFormed) }))?.answers;
    return bounds.map((_, at) => answers?.[String(at + 1)]);
  };
  // Rounds at the database at once (DATABASE_MONEY_ROUNDS): about its cores, shared among the instances
  // (docs/database.md, 'Money calls in rounds', where two on one instance and one each on two are measured).
  const inRounds = groupCommit(one, calls(roundQuery), calls(waitingQuery), {
    inFlight: rounds,
    most: 32,
    rolledBack: isStatementRefused,
    waitedOut: isLockTimeout,
    callerOf: (bound) => bound.token,
    busy: (answer) => answer !== undefined && 'busy' in answer,
  });
  /** Runs the call's function, which binds the call's own @token, @key, @hash, @now and @since, and `values`. */
  const run = async <F>(call: PaymentCall, fn: MoneyFunction, values: (now: string) => Record<string, unknown>) => {
    const hash = requestHashOf(call.request);
    const now = nowIso();
    let answer: Answer<F> | undefined;
    try {
      const bound: Bound = {
        fn,
        token: call.token,
        key: call.key,
        hash,
        now,
        since: dayBefore(now),
        // What the call records besides the money, if it pays (payment-records.ts).
        receipt: newReceiptId(),
        event: newEventId(),
        ...values(now),
      };
      answer = (await inRounds(bound)) as Answer<F> | undefined;
    } catch (error) {
      throw moneyCallError(error);
    }
    if (!answer) throw new Error('the money call answered nothing');
    if ('busy' in answer) throw new Error('a money call sent alone answered busy'); // only cuppa_calls says it
    if ('caller' in answer) throw callerError(answer.caller);
    return 'stored' in answer ? replayOf<F>(answer.stored, hash) : answer;
  };
  return {
    tip: (call, input) =>
      run<TipFacts>(call, 'tip', () => ({
        creator: input.creatorId,
        amount: input.amountCents,
        message: input.message,
        public: input.public,
      })),
    subscribe: (call, input) =>
      run<SubscribeFacts>(call, 'subscribe', (now) => ({
        creator: input.creatorId,
        shown: input.shownCents,
        expires: periodEnd(now),
        public: input.public,
      })),
    unlock: (call, input) => run<UnlockFacts>(call, 'unlock', () => ({ post: input.postId, shown: input.shownCents })),
  };
}
