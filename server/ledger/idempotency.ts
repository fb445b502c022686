import { hash as digest } from 'node:crypto';
import { dayBefore, nowIso } from '../db/database';
import { isLockTimeout } from '../db/dialect';
import type { RawBuilder } from 'kysely';
import { param, query, type QueryBuilder, type RowOf } from '../db/query';
import type { SqlDb, SqlTx } from '../db/sql';
import { callerOf, type Payer } from '../rows/callers';
import { lockWallet } from './ledger';
import { callerError, isKeptRefusal, LedgerError, type Refusal } from './ledger-error';

/**
 * What a money call came to, as its Idempotency-Key keeps it: the facts its answer is made of, or a
 * rule's refusal. The HTTP answer is built from these on the first call and on every replay alike
 * (http/idempotency-key.ts), so both engines' money calls (money-calls.ts, postgres-money.ts) return the same
 * facts and the answer is written once. `answered` is the stored answer of a call from before issue 41.
 */
export type MoneyOutcome<F> = { facts: F } | { refusal: Refusal } | { answered: { status: number; body: unknown } };

export const requestHashOf = (request: unknown): string => digest('sha256', JSON.stringify(request), 'hex');

/** A key's row as a new call writes it, binding @user, @key, @hash and @now (and `more` of its columns). */
const newKeyRow = (db: QueryBuilder, more: { outcome?: RawBuilder<string> } = {}) =>
  db.insertInto('idempotency').values({
    user_id: param<number>('user'),
    key: param<string>('key'),
    request_hash: param<string>('hash'),
    status: 0,
    body: '',
    created_at: param<string>('now'),
    ...more,
  });

/**
 * The key becomes this call's: a new one, or one whose answer is past its 24 hours. One that holds a
 * live answer is left as it is (nothing changed), and the call replays it. Binds @user, @key, @hash,
 * @now and @since. PostgreSQL's money calls run the same statement (postgres-money.ts).
 */
export const CLAIM_KEY = query((db) =>
  newKeyRow(db).onConflict((oc) =>
    oc
      .columns(['user_id', 'key'])
      .doUpdateSet((eb) => ({
        request_hash: eb.ref('excluded.request_hash'),
        status: 0,
        body: '',
        outcome: null,
        created_at: eb.ref('excluded.created_at'),
      }))
      .where('idempotency.created_at', '<=', param<string>('since')),
  ),
);

/** A key's row, to replay (binds @user and @key). */
export const KEY_ROW = query((db) =>
  db
    .selectFrom('idempotency')
    .select(['request_hash', 'status', 'body', 'outcome'])
    .where('user_id', '=', param<number>('user'))
    .where('key', '=', param<string>('key')),
);

/**
 * A key's live answer, to replay (binds @user, @key and @since): SQLite's claim, which reads where
 * PostgreSQL's writes (CLAIM_KEY, whose rule of 24 hours this is).
 */
const LIVE_KEY_ROW = query((db) =>
  db
    .selectFrom('idempotency')
    .select(['request_hash', 'status', 'body', 'outcome'])
    .where('user_id', '=', param<number>('user'))
    .where('key', '=', param<string>('key'))
    .where('created_at', '>', param<string>('since')),
);

/**
 * Keeps the call's outcome as its key's answer, the whole row written: the row the call claimed
 * (PostgreSQL), or the key's first row or one past its 24 hours (SQLite), found by its unique index as
 * an upsert finds it (a plain UPDATE's cached plan could scan the table). Binds @user, @key, @hash,
 * @now and @outcome.
 */
export const KEEP_OUTCOME = query((db) =>
  newKeyRow(db, { outcome: param<string>('outcome') }).onConflict((oc) =>
    oc.columns(['user_id', 'key']).doUpdateSet((eb) => ({
      request_hash: eb.ref('excluded.request_hash'),
      status: 0,
      body: '',
      outcome: eb.ref('excluded.outcome'),
      created_at: eb.ref('excluded.created_at'),
    })),
  ),
);

/**
 * The key's live answer, to replay, or null when the key is this call's. PostgreSQL claims the key's row
 * before any money moves, so a retry on another connection waits on it. SQLite, one writer at a time,
 * only reads it, and writes the row once, with the outcome (issue 41: one write fewer per paying call).
 */
async function claimKey(tx: SqlTx, params: { user: number; key: string; hash: string; now: string }) {
  const since = dayBefore(params.now);
  const claim = { since, ...params };
  if (tx.engine === 'sqlite') return (await tx.get(LIVE_KEY_ROW, claim)) ?? null;
  if ((await tx.run(CLAIM_KEY, claim)) > 0) return null;
  const stored = await tx.get(KEY_ROW, params);
  if (!stored) throw new Error('an Idempotency-Key row vanished while its retry waited');
  return stored;
}

type KeyRow = RowOf<typeof KEY_ROW>;

/**
 * A key's answer, to replay: the same key with another request is 422, and a key whose call has not
 * answered is still running (a claim is only ever seen once its call committed, so this is a row left
 * by a bug, not a race).
 */
export function replayOf<F>(row: KeyRow, requestHash: string): MoneyOutcome<F> {
  if (row.request_hash !== requestHash) {
    throw new LedgerError({ code: 'idempotency_mismatch' });
  }
  if (row.outcome !== null) return JSON.parse(row.outcome) as MoneyOutcome<F>;
  if (row.body !== '') return { answered: { status: row.status, body: JSON.parse(row.body) } };
  throw inProgress();
}

/**
 * The answer @key already holds for this request, read before a call asks anything outside the database
 * (a withdrawal's fee, of the chain): a retry is answered as the call was, whatever the chain says now.
 * Null when the key holds none; a call still running under it is not seen here, and runMoneyCall meets
 * it as it would have.
 */
export async function keptOutcome<F>(
  sql: SqlDb,
  userId: number,
  key: string | null,
  request: unknown,
): Promise<MoneyOutcome<F> | null> {
  if (key === null) return null;
  const row = await sql.get(LIVE_KEY_ROW, { user: userId, key, since: dayBefore(nowIso()) });
  return row ? replayOf<F>(row, requestHashOf(request)) : null;
}

/** A lock not granted in time (PostgreSQL's lock_timeout): another call of the member's holds it; nothing moved. */
export const inProgress = () => new LedgerError({ code: 'idempotency_in_progress' });

/** The money call's own errors, as the member is to read them: a lock that timed out is a call to retry. */
export function moneyCallError(error: unknown): unknown {
  return isLockTimeout(error) ? inProgress() : error;
}

/**
 * Who makes a money call: a payer the request already authenticated (resolvePrincipal), or the token
 * the call reads inside its transaction (callerOf), as the calls that pay a creator do.
 */
export type Caller = { payer: Payer } | { token: string; embedAllowed: boolean };

/**
 * Runs one money call in one transaction, in TypeScript (SQLite's money calls, and PostgreSQL's
 * withdrawals), with API.md's Idempotency-Key rules: the same key and body within 24 h replays the
 * first answer and moves nothing; the same key with another body is 422.
 *
 * The caller is read first when the call came with its token (a session ended meanwhile pays nothing;
 * nothing is kept). The caller's wallet is held next (`lockWallet`), so the call's own checks see every
 * earlier call of the member; then the key is claimed, before any money moves (docs/database.md): a
 * concurrent retry, on this instance or another, waits (on the wallet, or on the key's unique index for
 * a member without one) until this transaction ends, then finds the stored answer and replays it (or,
 * if this one rolled back, runs the call itself). On SQLite the write lock queues the two anyway.
 *
 * As with Stripe, the answer is stored once the call has run, refusals included: a LedgerError thrown by
 * the call (402 for a low balance, 403 daily_limit, 404, 409 already_subscribed, 400 for paying
 * yourself) is a rule of the call saying no, so its money moves are rolled back to a savepoint and the
 * refusal becomes the key's answer. Otherwise a 402 could turn into a payment under the same key after
 * a recharge, and a client's blind retry would spend money its user was told had not moved. A changed
 * price (API.md) and anything else (a 500) roll everything back and store nothing. Requests refused
 * before the call runs (validation, 401, embed scope, 429) never store anything either.
 */
export async function runMoneyCall<F>(
  sql: SqlDb,
  caller: Caller,
  key: string | null,
  request: unknown,
  call: (tx: SqlTx, payer: Payer) => Promise<F>,
): Promise<MoneyOutcome<F>> {
  const hash = requestHashOf(request);
  try {
    return await sql.transaction(async (tx): Promise<MoneyOutcome<F>> => {
      const now = nowIso();
      const payer = 'payer' in caller ? caller.payer : await callerOf(tx, caller.token, now, caller.embedAllowed);
      if (typeof payer === 'string') throw callerError(payer);
      await lockWallet(tx, payer.userId);
      if (key !== null) {
        const stored = await claimKey(tx, { user: payer.userId, key, hash, now });
        if (stored) return replayOf<F>(stored, hash);
      }
      let outcome: MoneyOutcome<F>;
      try {
        outcome = { facts: await tx.savepoint(() => call(tx, payer)) };
      } catch (error) {
        if (!(error instanceof LedgerError) || key === null || !isKeptRefusal(error.refusal)) throw error;
        outcome = { refusal: error.refusal };
      }
      if (key !== null) {
        await tx.run(KEEP_OUTCOME, { user: payer.userId, key, hash, now, outcome: JSON.stringify(outcome) });
      }
      return outcome;
    });
  } catch (error) {
    throw moneyCallError(error);
  }
}
