// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { tickBatch } from './tick-batch';

const upper = (keys: string[]) => Promise.resolve(new Map(keys.map((key) => [key, key.toUpperCase()])));

describe('tickBatch', () => {
  it('loads the keys asked for in one round with one call, each asked once, and answers every caller', async () => {
    const many = vi.fn(upper);
    const one = vi.fn((key: string) => Promise.resolve(key.toUpperCase()));
    const load = tickBatch(one, many);
    const answers = await Promise.all([load('a'), load('b'), load('a'), load('c')]);
    expect(answers).toEqual(['A', 'B', 'A', 'C']);
    expect(many).toHaveBeenCalledExactlyOnceWith(['a', 'b', 'c']);
    expect(one).not.toHaveBeenCalled();
  });

  it('loads a round of one key alone, and a key asked after a round was sent in the next round', async () => {
    const many = vi.fn(upper);
    const one = vi.fn((key: string) => Promise.resolve(key === 'none' ? undefined : key.toUpperCase()));
    const load = tickBatch(one, many);
    expect(await load('a')).toBe('A');
    expect(await load('none')).toBeUndefined();
    expect(one).toHaveBeenCalledTimes(2);
    expect(many).not.toHaveBeenCalled();
  });

  it('answers undefined for a key the load did not find', async () => {
    const load = tickBatch(
      () => Promise.resolve(undefined),
      (keys: string[]) => Promise.resolve(new Map(keys.filter((key) => key !== 'gone').map((key) => [key, key]))),
    );
    expect(await Promise.all([load('here'), load('gone')])).toEqual(['here', undefined]);
  });

  it('loads each key of a round whose load failed alone, so a failure is only its own caller’s', async () => {
    const one = vi.fn((key: string) => (key === 'bad' ? Promise.reject(new Error('refused')) : Promise.resolve(key)));
    const load = tickBatch(one, () => Promise.reject(new Error('the round failed')));
    const round = ['a', 'bad', 'b', 'a'].map((key) => load(key).catch((error: Error) => `failed: ${error.message}`));
    expect(await Promise.all(round)).toEqual(['a', 'failed: refused', 'b', 'a']);
    expect(one.mock.calls).toEqual([['a'], ['bad'], ['b']]);
  });

  it('starts a new round when one holds `most` keys', async () => {
    const many = vi.fn(upper);
    const load = tickBatch((key: string) => Promise.resolve(key), many, 2);
    expect(await Promise.all([load('a'), load('b'), load('c'), load('d'), load('e')])).toEqual([
      'A',
      'B',
      'C',
      'D',
      'e',
    ]);
    expect(many.mock.calls).toEqual([[['a', 'b']], [['c', 'd']]]);
  });
});
