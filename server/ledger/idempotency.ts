import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DAY_MS, nowIso } from '../db/database';
import type { SqlDb, SqlTx } from '../db/sql';
import { HttpError, toHttpError } from '../http/http-error';
import { lockWallet } from './ledger';

export interface MoneyResult {
  status: ContentfulStatusCode;
  body: unknown;
}

/**
 * A changed price is not the key's answer (API.md): like a validation error it says the request was
 * not what the member meant to ask, so the same action, retried once the member accepts the new price
 * (the new amount, under the same key or a new one), runs, and the old amount under the same key
 * runs too if the price comes back to it.
 */
const storedRefusal = (refusal: HttpError) => refusal.code !== 'price_changed';

export function idempotencyKeyOf(c: Context): string | null {
  const key = c.req.header('Idempotency-Key');
  if (key === undefined) return null;
  if (!/^[\x21-\x7e]{1,255}$/.test(key))
    throw new HttpError('invalid_input', 'The Idempotency-Key header must be 1 to 255 visible characters');
  return key;
}

/**
 * Runs one money call in one transaction, with API.md's Idempotency-Key rules: the same key and body
 * within 24 h replays the first answer and moves nothing; the same key with another body is 422.
 *
 * The key's row is written first, before any money moves (docs/database.md): a concurrent retry, on this
 * instance or another, waits on that row's unique key until this transaction ends, then finds the
 * stored answer and replays it (or, if this one rolled back, runs the call itself). On SQLite the write
 * lock queues the two anyway. The caller's wallet is held next (`lockWallet`), so the call's own checks
 * see every earlier call of the member.
 *
 * As with Stripe, the answer is stored once the call has run, refusals included: an HttpError or a
 * LedgerError thrown by the call (402 for a low balance, 403 daily_limit, 404, 409 already_subscribed, 400 for paying
 * yourself) is a rule of the call saying no, so its money moves are rolled back to a savepoint and the
 * refusal becomes the key's answer. Otherwise a 402 could turn into a payment under the same key after
 * a recharge, and a client's blind retry would spend money its user was told had not moved. Anything
 * else (a 500, or 409 price_changed: `storedRefusal`) rolls everything back and stores nothing.
 * Requests refused before the call runs (validation, 401, embed scope, 429) never reach this function.
 */
export function runMoneyCall(
  sql: SqlDb,
  userId: number,
  key: string | null,
  request: unknown,
  call: (tx: SqlTx) => Promise<MoneyResult>,
): Promise<MoneyResult> {
  const requestHash = createHash('sha256').update(JSON.stringify(request)).digest('hex');
  return sql.transaction(async (tx): Promise<MoneyResult> => {
    if (key !== null) {
      const since = new Date(Date.now() - DAY_MS).toISOString();
      await tx.run('DELETE FROM idempotency WHERE user_id = ? AND key = ? AND created_at <= ?', userId, key, since);
      const claimed = await tx.run(
        `INSERT INTO idempotency (user_id, key, request_hash, status, body, created_at) VALUES (?, ?, ?, 0, '', ?)
         ON CONFLICT (user_id, key) DO NOTHING`,
        userId,
        key,
        requestHash,
        nowIso(),
      );
      if (claimed === 0) {
        const stored = await tx.get<{ request_hash: string; status: ContentfulStatusCode; body: string }>(
          'SELECT request_hash, status, body FROM idempotency WHERE user_id = ? AND key = ?',
          userId,
          key,
        );
        if (!stored) throw new Error('an Idempotency-Key row vanished while its retry waited');
        if (stored.request_hash !== requestHash) {
          throw new HttpError('idempotency_mismatch', 'This Idempotency-Key was used with a different request');
        }
        return { status: stored.status, body: JSON.parse(stored.body) };
      }
    }
    await lockWallet(tx, userId);
    let result: MoneyResult;
    try {
      result = await tx.savepoint(() => call(tx));
    } catch (error) {
      const refusal = toHttpError(error);
      if (!refusal || key === null || !storedRefusal(refusal)) throw error;
      result = { status: refusal.status as ContentfulStatusCode, body: refusal.toBody() };
    }
    if (key !== null) {
      await tx.run(
        'UPDATE idempotency SET status = ?, body = ? WHERE user_id = ? AND key = ?',
        result.status,
        JSON.stringify(result.body),
        userId,
        key,
      );
    }
    return result;
  });
}
