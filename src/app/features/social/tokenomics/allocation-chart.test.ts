import { describe, expect, it } from 'vitest';
import { sampleToken } from '../../sample/sample-token';
import { slices } from './allocation-chart';

describe('allocation chart', () => {
  it('lays the slices end to end around the whole ring', () => {
    const laid = slices(sampleToken.allocation);
    expect(laid.map((slice) => slice.start)).toEqual([0, 40, 60, 75, 90]);
    const last = laid.at(-1);
    expect((last?.start ?? 0) + (last?.percent ?? 0)).toBe(100);
  });
});
