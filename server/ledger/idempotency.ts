import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DAY_MS, nowIso, type Db } from '../db/database';
import { HttpError, toHttpError } from '../http/http-error';

export interface MoneyResult {
  status: ContentfulStatusCode;
  body: unknown;
}

export function idempotencyKeyOf(c: Context): string | null {
  const key = c.req.header('Idempotency-Key');
  if (key === undefined) return null;
  if (!/^[\x21-\x7e]{1,255}$/.test(key))
    throw new HttpError('invalid_input', 'The Idempotency-Key header must be 1 to 255 visible characters');
  return key;
}

/**
 * Runs one money call in one IMMEDIATE transaction, with API.md's Idempotency-Key rules: the same key
 * and body within 24 h replays the first answer and moves nothing; the same key with another body is 422.
 * Concurrent retries queue on the write lock, so the second one sees the first one's row and replays it.
 *
 * As with Stripe, the answer is stored once the call has run, refusals included: an HttpError or a
 * LedgerError thrown by the call (402 for a low balance, 403 daily_limit, 404, 409 already_subscribed, 400 for paying
 * yourself) is a rule of the call saying no, so its money moves are rolled back to a savepoint and the
 * refusal becomes the key's answer. Otherwise a 402 could turn into a payment under the same key after
 * a recharge, and a client's blind retry would spend money its user was told had not moved. Anything
 * else (a 500) rolls everything back and stores nothing. Requests refused before the call runs
 * (validation, 401, embed scope, 429) never reach this function.
 */
export function runMoneyCall(
  db: Db,
  userId: number,
  key: string | null,
  request: unknown,
  call: () => MoneyResult,
): MoneyResult {
  const requestHash = createHash('sha256').update(JSON.stringify(request)).digest('hex');
  // A transaction nested in another is a savepoint: a refusal undoes only what the call wrote.
  const runCall = db.transaction(call);
  return db
    .transaction((): MoneyResult => {
      if (key !== null) {
        const since = new Date(Date.now() - DAY_MS).toISOString();
        db.prepare('DELETE FROM idempotency WHERE user_id = ? AND key = ? AND created_at <= ?').run(userId, key, since);
        const stored = db
          .prepare<[number, string], { request_hash: string; status: ContentfulStatusCode; body: string }>(
            'SELECT request_hash, status, body FROM idempotency WHERE user_id = ? AND key = ?',
          )
          .get(userId, key);
        if (stored) {
          if (stored.request_hash !== requestHash) {
            throw new HttpError('idempotency_mismatch', 'This Idempotency-Key was used with a different request');
          }
          return { status: stored.status, body: JSON.parse(stored.body) };
        }
      }
      let result: MoneyResult;
      try {
        result = runCall();
      } catch (error) {
        const refusal = toHttpError(error);
        if (!refusal || key === null) throw error;
        result = { status: refusal.status as ContentfulStatusCode, body: refusal.toBody() };
      }
      if (key !== null) {
        db.prepare(
          'INSERT INTO idempotency (user_id, key, request_hash, status, body, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        ).run(userId, key, requestHash, result.status, JSON.stringify(result.body), nowIso());
      }
      return result;
    })
    .immediate();
}
