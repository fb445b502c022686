import { describe, expect, it } from 'vitest';
import { coffeeRequestSchema } from '../../core/contract/money';
import { issueKey } from '../../core/i18n/issue-key';
import { checkTipEntry, checkTipMessage, wholeTipEntry } from './check-tip';

/** The key of the API's refusal of a tip: its first issue on `tip`, as the server's fields carry it. */
function serverKey(tip: unknown) {
  const parsed = coffeeRequestSchema.safeParse({ creator_id: 1, tip, coin: 'solana' });
  const issue = parsed.error?.issues.find((found) => found.path[0] === 'tip');
  return issue ? issueKey(issue) : null;
}

describe('the tip form and the API refuse the same tips with the same message', () => {
  it.each([
    ['', undefined, 'tip.errors.required'],
    ['   ', undefined, 'tip.errors.required'],
    ['abc', Number.NaN, 'tip.errors.required'],
    ['0', 0, 'tip.errors.min'],
    ['-3', -3, 'tip.errors.min'],
    ['0.5', 0.5, 'tip.errors.min'],
    ['2.5', 2.5, 'tip.errors.whole'],
    ['1.01', 1.01, 'tip.errors.whole'],
    ['10001', 10_001, 'tip.errors.max'],
    ['20000', 20_000, 'tip.errors.max'],
  ])('refuses %j', (text, sent, key) => {
    expect(checkTipEntry(text)).toEqual({ ok: false, error: key });
    expect(serverKey(sent)).toBe(key);
  });

  it.each([
    ['1', 1],
    [' 25 ', 25],
    ['10000', 10_000],
  ])('accepts %j', (text, tip) => {
    expect(checkTipEntry(text)).toEqual({ ok: true, value: tip });
    expect(serverKey(tip)).toBeNull();
  });
});

describe('the tip form and the API refuse the same messages', () => {
  const serverMessageKey = (message: string) => {
    const parsed = coffeeRequestSchema.safeParse({ creator_id: 1, tip: 3, coin: 'solana', message });
    const issue = parsed.error?.issues.find((found) => found.path[0] === 'message');
    return issue ? issueKey(issue) : null;
  };

  it('counts characters as a reader does, and refuses the 281st', () => {
    const emoji = '☕'.repeat(140) + '🍩'.repeat(140);
    expect(checkTipMessage(emoji)).toEqual({ ok: true, value: emoji });
    expect(serverMessageKey(emoji)).toBeNull();
    expect(checkTipMessage(`${emoji}x`)).toEqual({ ok: false, error: 'tip.errors.messageLong' });
    expect(serverMessageKey(`${emoji}x`)).toBe('tip.errors.messageLong');
  });

  it('takes blank as no message, and trims', () => {
    expect(checkTipMessage('   ')).toEqual({ ok: true, value: '' });
    expect(checkTipMessage(' hi ')).toEqual({ ok: true, value: 'hi' });
  });
});

describe('the tip input coerces what is typed to a whole number', () => {
  it.each([
    ['2.5', '2'],
    ['2.99', '2'],
    ['0.5', '0'],
    ['-1.5', '-1'],
    ['7', '7'],
    ['1e3', '1000'],
    ['', ''],
    ['-', '-'],
  ])('%j reads %j', (typed, shown) => {
    expect(wholeTipEntry(typed)).toBe(shown);
  });
});
