// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from '../db/store';
import { type SqlDb } from '../db/sql';
import { sqlDb } from '../db/sql-db';
import { freshPostgresDatabase, testPostgresUrl } from '../testing/postgres-database';
import { createRateLimiter } from './rate-limit';

const postgres = testPostgresUrl();
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Two connections to one database: two API instances sharing it. */
async function twoInstances(database: string): Promise<[SqlDb, SqlDb]> {
  const stores = [await openStore(database), await openStore(database)];
  cleanups.push(...stores.map((store) => () => store.close()));
  return [sqlDb(stores[0]!), sqlDb(stores[1]!)];
}

async function sqliteFile(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'cuppa-rate-'));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  return join(dir, 'cuppa.db');
}

async function postgresDatabase(): Promise<string> {
  const database = await freshPostgresDatabase(postgres ?? '');
  cleanups.push(database.drop);
  return database.url;
}

const refused = (check: Promise<unknown>) =>
  check.then(
    () => false,
    (error: unknown) => {
      if ((error as { code?: string }).code === 'rate_limited') return true;
      throw error;
    },
  );

const engines: [string, () => Promise<string>][] = [['SQLite', sqliteFile]];
if (postgres) engines.push(['PostgreSQL', postgresDatabase]);

describe.each(engines)('createRateLimiter on %s', (_name, database) => {
  it('counts the attempts of every instance on the database against one limit', async () => {
    let time = 1_000_000_000_000;
    const [first, second] = await twoInstances(await database());
    const a = createRateLimiter(first, 'sign-in', 4, 60_000, () => time);
    const b = createRateLimiter(second, 'sign-in', 4, 60_000, () => time);
    const answers: boolean[] = [];
    for (const limiter of [a, b, a, b, a]) answers.push(await refused(limiter.check('ip-1')));
    expect(answers).toEqual([false, false, false, false, true]);
    // Another key, or another bucket, has its own count.
    expect(await refused(b.check('ip-2'))).toBe(false);
    expect(await refused(createRateLimiter(second, 'sign-up', 4, 60_000, () => time).check('ip-1'))).toBe(false);
    time += 60_000 * 2;
    expect(await refused(b.check('ip-1'))).toBe(false);
  });

  it('lets exactly the limit through when both instances are asked at once', async () => {
    const time = 1_000_000_000_000;
    const [first, second] = await twoInstances(await database());
    const a = createRateLimiter(first, 'sign-in', 4, 60_000, () => time);
    const b = createRateLimiter(second, 'sign-in', 4, 60_000, () => time);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, n) => refused((n % 2 ? a : b).check('ip'))));
    expect(answers.filter((wasRefused) => !wasRefused)).toHaveLength(4);
  });

  it('slides: attempts late in the last window still count early in the next one', async () => {
    let time = 1_000_000_000_000 - (1_000_000_000_000 % 60_000) + 50_000;
    const [sql] = await twoInstances(await database());
    const limiter = createRateLimiter(sql, 'sign-in', 3, 60_000, () => time);
    for (let n = 0; n < 3; n += 1) await limiter.check('ip');
    time += 15_000; // 5 s into the next window: the sliding minute still holds all three
    expect(await refused(limiter.check('ip'))).toBe(true);
    time += 50_000; // past a minute since the last attempt
    expect(await refused(limiter.check('ip'))).toBe(false);
  });

  it('takes back an attempt that did not count, and a short bucket’s sweep leaves a long bucket’s counts alone', async () => {
    let time = 1_000_000_000_000 - (1_000_000_000_000 % 3_600_000);
    const [sql] = await twoInstances(await database());
    const failures = createRateLimiter(sql, 'sign-in-account', 2, 3_600_000, () => time);
    const perMinute = createRateLimiter(sql, 'sign-in', 1000, 60_000, () => time);
    await failures.check('account');
    const forgive = await failures.check('account');
    await forgive();
    // Half an hour on, the per-minute bucket sweeps its old windows (every 1000th check).
    time += 30 * 60_000;
    for (let n = 0; n < 1000; n += 1) await perMinute.check(`ip-${n % 500}`);
    expect(await refused(failures.check('account'))).toBe(false);
    expect(await refused(failures.check('account'))).toBe(true);
    // A thousand checks: on PostgreSQL, 2,000 round trips.
  }, 30_000);
});
