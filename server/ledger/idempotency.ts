import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { DAY_MS, nowIso, type Db } from '../db/database';
import { HttpError } from '../http/http-error';

export interface MoneyResult {
  status: 200 | 201;
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
 * Failures are not stored: a call refused for a low balance may succeed after a recharge.
 */
export function runMoneyCall(
  db: Db,
  userId: number,
  key: string | null,
  request: unknown,
  call: () => MoneyResult,
): MoneyResult {
  const requestHash = createHash('sha256').update(JSON.stringify(request)).digest('hex');
  return db
    .transaction((): MoneyResult => {
      if (key !== null) {
        const since = new Date(Date.now() - DAY_MS).toISOString();
        db.prepare('DELETE FROM idempotency WHERE user_id = ? AND key = ? AND created_at <= ?').run(userId, key, since);
        const stored = db
          .prepare<[number, string], { request_hash: string; status: 200 | 201; body: string }>(
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
      const result = call();
      if (key !== null) {
        db.prepare(
          'INSERT INTO idempotency (user_id, key, request_hash, status, body, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        ).run(userId, key, requestHash, result.status, JSON.stringify(result.body), nowIso());
      }
      return result;
    })
    .immediate();
}
