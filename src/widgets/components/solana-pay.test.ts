import { describe, expect, it } from 'vitest';
import { solanaPayUrl } from './solana-pay';

const address = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';

describe('solanaPayUrl', () => {
  it('is solana:<address>, with amount= when a positive amount is given', () => {
    expect(solanaPayUrl(address)).toBe(`solana:${address}`);
    expect(solanaPayUrl(address, 3)).toBe(`solana:${address}?amount=3`);
    expect(solanaPayUrl(address, 0.5)).toBe(`solana:${address}?amount=0.5`);
  });

  it('leaves the amount out when it is empty, zero, negative or not a number', () => {
    for (const amount of [null, undefined, 0, -2, Number.NaN])
      expect(solanaPayUrl(address, amount)).toBe(`solana:${address}`);
  });

  it('refuses an address that is not a Solana address', () => {
    expect(() => solanaPayUrl('not-an-address')).toThrow(RangeError);
  });
});
