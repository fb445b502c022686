import type { Db } from '../db/database';
import { HttpError } from './http-error';

/**
 * Attempts per key (the client's IP, or a user) in a sliding window, counted in the database so every
 * API instance on it shares the limit (API.md: limits hold across instances). Each key keeps one count
 * per fixed window; the sliding count is this window's plus the part of the previous one the sliding
 * window still covers (rounded up, so a boundary never lets an extra attempt through). A refused
 * attempt is not counted: waiting a minute always helps.
 */
export function createRateLimiter(
  db: Db,
  bucket: string,
  limit: number,
  windowMs: number,
  now: () => number = Date.now,
) {
  let checks = 0;
  const check = db.transaction((key: string) => {
    const at = now();
    const windowStart = Math.floor(at / windowMs) * windowMs;
    const countIn = (start: number) =>
      db
        .prepare<[string, string, number], { hits: number }>(
          'SELECT hits FROM rate_limits WHERE bucket = ? AND key = ? AND window_start = ?',
        )
        .get(bucket, key, start)?.hits ?? 0;
    const previousShare = 1 - (at - windowStart) / windowMs;
    const recent = countIn(windowStart) + Math.ceil(countIn(windowStart - windowMs) * previousShare);
    if (recent >= limit) throw new HttpError('rate_limited', 'Too many attempts: wait a minute and try again');
    db.prepare(
      `INSERT INTO rate_limits (bucket, key, window_start, hits) VALUES (?, ?, ?, 1)
       ON CONFLICT (bucket, key, window_start) DO UPDATE SET hits = hits + 1`,
    ).run(bucket, key, windowStart);
    // Windows older than the previous one count for nothing; now and then they are swept.
    checks += 1;
    if (checks % 1000 === 0) db.prepare('DELETE FROM rate_limits WHERE window_start < ?').run(windowStart - windowMs);
  });
  return {
    check(key: string): void {
      check.immediate(key);
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
