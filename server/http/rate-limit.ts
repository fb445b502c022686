import { HttpError } from './http-error';

/** A sliding window per key (the client's IP), in memory: enough for one API process. */
export function createRateLimiter(limit: number, windowMs: number, now: () => number = Date.now) {
  const hits = new Map<string, number[]>();
  return {
    check(key: string): void {
      const since = now() - windowMs;
      const recent = (hits.get(key) ?? []).filter((time) => time > since);
      if (recent.length >= limit) {
        hits.set(key, recent);
        throw new HttpError('rate_limited', 'Too many attempts: wait a minute and try again');
      }
      recent.push(now());
      hits.set(key, recent);
      if (hits.size > 10_000) {
        for (const [entry, times] of hits) if (times.every((time) => time <= since)) hits.delete(entry);
      }
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
