// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/database';
import { createRateLimiter } from './rate-limit';

let dir: string | null = null;
const open: Db[] = [];
afterEach(() => {
  for (const db of open.splice(0)) db.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = null;
});

/** Two connections to one database file: two API instances sharing it. */
function twoInstances(): [Db, Db] {
  dir = mkdtempSync(join(tmpdir(), 'cuppa-rate-'));
  const path = join(dir, 'cuppa.db');
  const pair: [Db, Db] = [openDatabase(path), openDatabase(path)];
  open.push(...pair);
  return pair;
}

const refused = (check: () => void) => {
  try {
    check();
    return false;
  } catch (error) {
    return (error as { code?: string }).code === 'rate_limited';
  }
};

describe('createRateLimiter', () => {
  it('counts the attempts of every instance on the database against one limit', () => {
    let time = 1_000_000_000_000;
    const [first, second] = twoInstances();
    const a = createRateLimiter(first, 'sign-in', 4, 60_000, () => time);
    const b = createRateLimiter(second, 'sign-in', 4, 60_000, () => time);
    const answers = [a, b, a, b, a].map((limiter) => refused(() => limiter.check('ip-1')));
    expect(answers).toEqual([false, false, false, false, true]);
    // Another key, or another bucket, has its own count.
    expect(refused(() => b.check('ip-2'))).toBe(false);
    expect(refused(() => createRateLimiter(second, 'sign-up', 4, 60_000, () => time).check('ip-1'))).toBe(false);
    time += 60_000 * 2;
    expect(refused(() => b.check('ip-1'))).toBe(false);
  });

  it('slides: attempts late in the last window still count early in the next one', () => {
    let time = 1_000_000_000_000 - (1_000_000_000_000 % 60_000) + 50_000;
    const [db] = twoInstances();
    const limiter = createRateLimiter(db, 'sign-in', 3, 60_000, () => time);
    for (let n = 0; n < 3; n += 1) limiter.check('ip');
    time += 15_000; // 5 s into the next window: the sliding minute still holds all three
    expect(refused(() => limiter.check('ip'))).toBe(true);
    time += 50_000; // past a minute since the last attempt
    expect(refused(() => limiter.check('ip'))).toBe(false);
  });
});
