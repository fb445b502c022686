import { describe, expect, it } from 'vitest';
import { decodeBase58 } from '../contract/solana-address';
import { cryptoTipUrl, newPayReference, parseDollars, solanaPayUrl, USDC_MINT } from './solana-pay';

const address = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const usdc = (dollars: number, message = 'Tip for Alice Rivera') => ({ dollars, mint: USDC_MINT, message });

describe('solanaPayUrl', () => {
  it('is solana:<address> when no amount is asked', () => {
    expect(solanaPayUrl(address)).toBe(`solana:${address}`);
    expect(solanaPayUrl(address, null)).toBe(`solana:${address}`);
  });

  it('asks a dollar amount in USDC, naming who is paid, never as a bare (SOL) amount', () => {
    const url = solanaPayUrl(address, usdc(5));
    expect(url).toBe(
      `solana:${address}?amount=5&spl-token=EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v&label=Cuppa&message=Tip%20for%20Alice%20Rivera`,
    );
    const params = new URLSearchParams(url.split('?')[1]);
    expect(Object.fromEntries(params)).toEqual({
      amount: '5',
      'spl-token': USDC_MINT,
      label: 'Cuppa',
      message: 'Tip for Alice Rivera',
    });
  });

  it('writes amounts as plain decimals', () => {
    const amountOf = (dollars: number) =>
      new URLSearchParams(solanaPayUrl(address, usdc(dollars)).split('?')[1]).get('amount');
    expect([3, 0.5, 0.05, 12.3, 10_000].map(amountOf)).toEqual(['3', '0.5', '0.05', '12.3', '10000']);
  });

  it('encodes the message whole, whatever it holds', () => {
    const message = 'بقشيش لـ Ana & Bo? #1 100%';
    const url = solanaPayUrl(address, usdc(2, message));
    expect(new URLSearchParams(url.split('?')[1]).get('message')).toBe(message);
    expect(url.split('?')[1]?.split('&')).toHaveLength(4);
  });

  it('takes the configured mint', () => {
    const mint = 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB';
    expect(solanaPayUrl(address, { ...usdc(1), mint })).toContain(`&spl-token=${mint}&`);
  });

  it('refuses what is not an address, a mint or a dollar amount', () => {
    expect(() => solanaPayUrl('not-an-address')).toThrow(RangeError);
    expect(() => solanaPayUrl(address, { ...usdc(1), mint: 'nope' })).toThrow(RangeError);
    for (const dollars of [0, -2, Number.NaN, Infinity, 1.005, 1e-7, 10_001])
      expect(() => solanaPayUrl(address, usdc(dollars)), String(dollars)).toThrow(RangeError);
  });
});

describe('Solana Pay reference', () => {
  it('is a fresh random 32-byte key in base58 each time', () => {
    const references = Array.from({ length: 20 }, newPayReference);
    expect(new Set(references).size).toBe(20);
    for (const reference of references) expect(decodeBase58(reference)?.length).toBe(32);
  });

  it('rides the USDC request as `reference`, after the token, and never on the bare address', () => {
    const reference = newPayReference();
    const url = solanaPayUrl(address, { ...usdc(5), reference });
    const params = new URLSearchParams(url.split('?')[1]);
    expect(params.get('reference')).toBe(reference);
    expect(params.get('spl-token')).toBe(USDC_MINT);
    expect(params.get('amount')).toBe('5');
    expect(cryptoTipUrl(address, null, { mint: USDC_MINT, message: 'Tip', reference })).toBe(`solana:${address}`);
    expect(cryptoTipUrl(address, 2.5, { mint: USDC_MINT, message: 'Tip', reference })).toContain(
      `&reference=${reference}&`,
    );
  });

  it('refuses a reference that is not a 32-byte base58 key', () => {
    for (const reference of ['', 'abc', '0OIl', `${newPayReference()}&amount=999`]) {
      expect(() => solanaPayUrl(address, { ...usdc(5), reference })).toThrow(RangeError);
    }
  });
});

describe('parseDollars', () => {
  it('reads the amount field: empty is no amount; anything a wallet cannot be asked is invalid', () => {
    expect(parseDollars('')).toBeNull();
    expect(parseDollars('  ')).toBeNull();
    expect(parseDollars('5')).toBe(5);
    expect(parseDollars(' 2.50 ')).toBe(2.5);
    expect(parseDollars('0.01')).toBe(0.01);
    for (const text of ['0', '0.00', '-1', '1.005', '1e3', 'abc', '1,5', '10001', '.5'])
      expect(parseDollars(text), text).toBe('invalid');
  });
});

describe('cryptoTipUrl', () => {
  const options = { mint: USDC_MINT, message: 'Tip for Alice Rivera' };
  it('asks USDC for the dollars the field was read as, the address alone for none', () => {
    expect(cryptoTipUrl(address, null, options)).toBe(`solana:${address}`);
    expect(cryptoTipUrl(address, 3, options)).toBe(solanaPayUrl(address, { dollars: 3, ...options }));
    // What the tab's rule read as ten is asked as ten, whatever was typed ('1e1', '10.000').
    expect(cryptoTipUrl(address, Number('1e1'), options)).toContain('?amount=10&');
  });
});
