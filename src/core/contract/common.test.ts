import { describe, expect, it } from 'vitest';
import { fromCents, moneySchema, positiveMoneySchema, toCents } from './common';

describe('money in cents', () => {
  it('converts exact dollar amounts without float drift', () => {
    expect(toCents(0.1 + 0.2 - 0.0000000000000001)).toBe(30);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(100)).toBe(10000);
    expect(fromCents(1999)).toBe(19.99);
  });

  it('refuses more than two decimals and non-numbers', () => {
    expect(() => toCents(1.005)).toThrow(RangeError);
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => fromCents(1.5)).toThrow(RangeError);
  });

  it('validates money values', () => {
    expect(moneySchema.safeParse(12.5).success).toBe(true);
    expect(moneySchema.safeParse(-1).success).toBe(false);
    expect(moneySchema.safeParse(1.234).success).toBe(false);
    expect(moneySchema.safeParse('12').success).toBe(false);
    expect(positiveMoneySchema.safeParse(0).success).toBe(false);
  });
});
