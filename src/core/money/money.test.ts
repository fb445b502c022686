import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it('formats dollars with two decimals', () => {
    expect(formatMoney(12, 'en')).toBe('$12.00');
    expect(formatMoney(0, 'en')).toBe('$0.00');
    expect(formatMoney(1234.5, 'en')).toBe('$1,234.50');
  });

  it('writes dollars the way a reader of each language expects', () => {
    const written = (lng: string) => formatMoney(1234.5, lng).replace(/\u00a0|\u202f/g, ' ');
    expect(written('de')).toBe('1.234,50 $');
    expect(written('fr')).toBe('1 234,50 $US');
    expect(written('pt-BR')).toBe('US$ 1.234,50');
    expect(written('ja')).toBe('$1,234.50');
    expect(written('zh-CN')).toBe('US$1,234.50');
    expect(written('es')).toBe('1234,50 US$');
    expect(written('ar')).toContain('1,234.50 US$');
  });

  it('writes every amount exactly as Intl.NumberFormat en-US USD does', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
    const amounts = [0, -0, 0.004, 0.005, 0.015, 1.005, 1.995, 2.675, -3.5, -0.001, 999.995, 1000, 12345.678];
    amounts.push(1234567.891, 1e15 + 0.5, Number.MAX_SAFE_INTEGER, Infinity, -Infinity, NaN);
    let seed = 7;
    for (let i = 0; i < 2000; i += 1) {
      seed = (seed * 48271) % 2147483647;
      amounts.push(((seed % 20000001) - 10000000) / 1000, (seed % 100000) / 100);
    }
    for (const amount of amounts) expect(formatMoney(amount, 'en'), String(amount)).toBe(intl.format(amount));
    // Without the cents of a whole amount, as Intl strips them (whole once rounded: 1.995 is '$2').
    const strip = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      trailingZeroDisplay: 'stripIfInteger',
    });
    amounts.push(1, 500, 10_000, 1.001, 1.995, 0.999, 2.5);
    for (const amount of amounts) {
      expect(formatMoney(amount, 'en', { cents: 'ifAny' }), String(amount)).toBe(strip.format(amount));
    }
  });

  it('writes a whole amount without cents when asked, in every language as its Intl does', () => {
    expect(formatMoney(1, 'en', { cents: 'ifAny' })).toBe('$1');
    expect(formatMoney(10_000, 'en', { cents: 'ifAny' })).toBe('$10,000');
    expect(formatMoney(1.5, 'en', { cents: 'ifAny' })).toBe('$1.50');
    expect(formatMoney(1, 'en')).toBe('$1.00');
    for (const lng of ['ar', 'de', 'es', 'fr', 'ja', 'pt-BR', 'zh-CN']) {
      const strip = new Intl.NumberFormat(lng, {
        style: 'currency',
        currency: 'USD',
        trailingZeroDisplay: 'stripIfInteger',
      });
      for (const amount of [0, 1, 500, 10_000, 1_000_000, 1.5, 1.995, -3]) {
        expect(formatMoney(amount, lng, { cents: 'ifAny' }), `${lng} ${amount}`).toBe(strip.format(amount));
      }
    }
    const written = (lng: string) => formatMoney(1, lng, { cents: 'ifAny' }).replace(/\u00a0|\u202f|\u200f/g, ' ');
    expect(written('de')).toBe('1 $');
    expect(written('pt-BR')).toBe('US$ 1');
    expect(written('ar').trim()).toBe('1 US$');
  });
});
