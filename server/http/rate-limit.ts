import { param, query } from '../db/query';
import type { SqlDb } from '../db/sql';
import { HttpError } from './http-error';
import { apiMessages } from '../../src/core/contract/api-messages';

const inWindow = { bucket: param<string>('bucket'), key: param<string>('key'), start: param<number>('start') };
const hitsInWindow = query((db) =>
  db
    .selectFrom('rate_limits')
    .select('hits')
    .where('bucket', '=', inWindow.bucket)
    .where('key', '=', inWindow.key)
    .where('window_start', '=', inWindow.start),
);
const countHit = query((db) =>
  db
    .insertInto('rate_limits')
    .values({ bucket: inWindow.bucket, key: inWindow.key, window_start: inWindow.start, hits: 1 })
    .onConflict((conflict) =>
      conflict.columns(['bucket', 'key', 'window_start']).doUpdateSet({ hits: (eb) => eb('rate_limits.hits', '+', 1) }),
    )
    .returning('hits'),
);
const takeBackHit = query((db) =>
  db
    .updateTable('rate_limits')
    .set({ hits: (eb) => eb('hits', '-', 1) })
    .where('bucket', '=', inWindow.bucket)
    .where('key', '=', inWindow.key)
    .where('window_start', '=', inWindow.start)
    .where('hits', '>', 0),
);
const sweepWindows = query((db) =>
  db.deleteFrom('rate_limits').where('bucket', '=', inWindow.bucket).where('window_start', '<', inWindow.start),
);

/**
 * Attempts per key (the client's IP, or a user) in a sliding window, counted in the database so every
 * API instance on it shares the limit (API.md: limits hold across instances). Each key keeps one count
 * per fixed window; the sliding count is this window's plus the part of the previous one the sliding
 * window still covers (rounded up, so a boundary never lets an extra attempt through).
 *
 * The attempt is counted first, in one statement, and refused on the count that statement returns: two
 * instances checking at once each see the other's attempt, so no transaction is needed and none slips
 * through. A refused attempt is taken back, so waiting a minute always helps. An attempt that turns out
 * not to count (a sign-in that succeeded, for the failed sign-ins' limit) is taken back with the
 * function `check` resolves to: counted before it runs, two parallel guesses cannot both slip past.
 */
export function createRateLimiter(
  sql: SqlDb,
  bucket: string,
  limit: number,
  windowMs: number,
  now: () => number = Date.now,
  message: string = apiMessages.tooManyAttempts,
) {
  let checks = 0;
  const hitsIn = async (key: string, start: number) => (await sql.get(hitsInWindow, { bucket, key, start }))?.hits ?? 0;
  return {
    async check(key: string): Promise<() => Promise<void>> {
      const at = now();
      const windowStart = Math.floor(at / windowMs) * windowMs;
      const counted = await sql.get(countHit, { bucket, key, start: windowStart });
      const previousShare = 1 - (at - windowStart) / windowMs;
      const recent = (counted?.hits ?? 1) + Math.ceil((await hitsIn(key, windowStart - windowMs)) * previousShare);
      const takeBack = () => sql.run(takeBackHit, { bucket, key, start: windowStart });
      if (recent > limit) {
        await takeBack();
        throw new HttpError('rate_limited', message);
      }
      // This bucket's windows older than the previous one count for nothing; now and then they are swept
      // (other buckets may count in longer windows).
      checks += 1;
      if (checks % 1000 === 0) {
        await sql.run(sweepWindows, { bucket, start: windowStart - windowMs });
      }
      return async () => {
        await takeBack();
      };
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
