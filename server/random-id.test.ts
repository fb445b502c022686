import { describe, expect, it } from 'vitest';
import { randomId } from './random-id';

describe('randomId', () => {
  it('gives 128 random bits after the prefix, never the same twice, across many refills of its pool', () => {
    const ids = Array.from({ length: 10_000 }, () => randomId('rcpt_'));
    for (const id of ids) expect(id).toMatch(/^rcpt_[A-Za-z0-9_-]{22}$/);
    expect(new Set(ids).size).toBe(ids.length);
    // Each id is 16 whole bytes (no padding, none cut short at the pool's end).
    const bytes = ids.map((id) => Buffer.from(id.slice(5), 'base64url'));
    expect(bytes.every((value) => value.length === 16)).toBe(true);
  });
});
