import { describe, expect, it } from 'vitest';
import { wallLength, wallLengthRule } from './wall-length';

describe("the supporters wall's limit", () => {
  it('is a whole number from 1 to 20, read as a number, 5 unless set', () => {
    expect(wallLength(' 12 ')).toBe(12);
    expect(wallLength('1')).toBe(1);
    expect(wallLength('20')).toBe(20);
    expect(wallLength(undefined)).toBe(5);
  });

  it('is refused, with the rule in words, when the page writes another', () => {
    for (const limit of ['0', '21', '2.5', 'five', '', ' ']) expect(wallLength(limit)).toBeNull();
    expect(wallLengthRule).toBe('limit: must be a whole number from 1 to 20');
  });
});
