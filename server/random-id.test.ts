import { describe, expect, it } from 'vitest';
import { randomId } from './random-id';

describe('randomId', () => {
  it('gives 128 random bits after the prefix, never the same twice, across many refills of its pool', () => {
    const ids = Array.from({ length: 10_000 }, () => randomId('rcpt_'));
    for (const id of ids) expect(id).toMatch(/^rcpt_[A-Za-z0-9_-]{22}$/);
    expect(new Set(ids).size).toBe(ids.length);
    // No 16 bytes handed out twice: every id's bytes differ from the next one's, refill or not.
    const bytes = ids.map((id) => Buffer.from(id.slice(5), 'base64url'));
    expect(bytes.every((value) => value.length === 16)).toBe(true);
  });
});
