import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it('formats dollars with two decimals', () => {
    expect(formatMoney(12)).toBe('$12.00');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
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
    for (const amount of amounts) expect(formatMoney(amount), String(amount)).toBe(intl.format(amount));
  });
});
