import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';
import { checkTip } from './tip-rule';

describe('formatMoney', () => {
  it('formats dollars with two decimals', () => {
    expect(formatMoney(12)).toBe('$12.00');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
  });
});

describe('checkTip', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    [null, 'required'],
    ['abc', 'required'],
    ['0', 'min'],
    [-3, 'min'],
    ['0.5', 'min'],
    ['2.5', 'whole'],
    [1.01, 'whole'],
  ])('refuses %j with %s', (value, error) => {
    expect(checkTip(value)).toEqual({ ok: false, error });
  });

  it.each([
    ['1', 1],
    [' 25 ', 25],
    [5, 5],
  ])('accepts %j', (value, tip) => {
    expect(checkTip(value)).toEqual({ ok: true, tip });
  });
});
