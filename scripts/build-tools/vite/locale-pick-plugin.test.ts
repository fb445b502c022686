import { describe, expect, it } from 'vitest';
import { pickTexts } from './locale-pick-plugin';

const texts = {
  tip: { readyToSend: 'ready', label: 'Amount', errors: { min: 'At least $1' } },
  creator: { postsCount_one: '{{count}} post', postsCount_other: '{{count}} posts', verified: 'Verified' },
  wallet: { balance: 'Balance' },
};

describe('pickTexts', () => {
  it('takes a text, a section, or a counted text with its plural forms, and nothing else', () => {
    expect(pickTexts(texts, ['tip.readyToSend', 'creator.postsCount', 'wallet'])).toEqual({
      tip: { readyToSend: 'ready' },
      creator: { postsCount_one: '{{count}} post', postsCount_other: '{{count}} posts' },
      wallet: { balance: 'Balance' },
    });
    expect(pickTexts(texts, ['tip.errors.min'])).toEqual({ tip: { errors: { min: 'At least $1' } } });
  });

  it('fails the build for a text the file does not have', () => {
    expect(() => pickTexts(texts, ['tip.nothing'])).toThrow('no text tip.nothing');
  });
});
