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
  });
});
