import { describe, expect, it } from 'vitest';
import { decodeBase58, encodeBase58, isSolanaAddress } from './solana-address';
import { solanaAddressSchema } from './money';

describe('Solana addresses', () => {
  it('accepts real 32-byte public keys', () => {
    expect(isSolanaAddress('11111111111111111111111111111111')).toBe(true); // the system program
    expect(isSolanaAddress('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')).toBe(true);
    expect(isSolanaAddress('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin')).toBe(true);
  });

  it('refuses wrong alphabets and lengths', () => {
    expect(isSolanaAddress('0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl')).toBe(false);
    expect(isSolanaAddress('abc')).toBe(false);
    expect(isSolanaAddress('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFinX')).toBe(false);
    // 44 characters that decode to more than 32 bytes
    expect(isSolanaAddress('zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz')).toBe(false);
  });

  it('round-trips bytes, keeping leading zeros', () => {
    const bytes = Uint8Array.from([0, 0, 1, 2, 255, 128, 7]);
    expect(decodeBase58(encodeBase58(bytes))).toEqual(bytes);
    const key = crypto.getRandomValues(new Uint8Array(32));
    expect(isSolanaAddress(encodeBase58(key))).toBe(true);
  });

  it('gives a clear message in the schema', () => {
    const result = solanaAddressSchema.safeParse('not-an-address');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('This is not a valid Solana address');
  });
});
