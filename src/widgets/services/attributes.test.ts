import { describe, expect, it } from 'vitest';
import { checkAttributes } from './attributes';

const base = { api: 'https://api.example/api/', app: 'https://app.example/' };

describe('widget attributes', () => {
  it('accepts good attributes and normalises URLs', () => {
    expect(checkAttributes({ ...base, creator: 'alice', theme: 'dark', lang: 'ar' }, true)).toEqual({
      ok: true,
      value: {
        creator: 'alice',
        theme: 'dark',
        lang: 'ar',
        api: 'https://api.example/api',
        app: 'https://app.example',
      },
    });
  });

  it('takes a tip amount to start at, as a number', () => {
    const check = checkAttributes({ ...base, creator: 'alice', amount: ' 5 ' }, true);
    expect(check.ok && check.value.amount).toBe(5);
  });

  it('falls back to auto for an unknown theme', () => {
    const check = checkAttributes({ ...base, creator: 'alice', theme: 'neon' }, true);
    expect(check.ok && check.value.theme).toBe('auto');
  });

  it.each([
    [{ ...base }, true, 'creator is required'],
    [{ ...base, creator: 'a b' }, true, 'creator must be a Cuppa alias'],
    [{ ...base, creator: 'x'.repeat(31) }, true, 'creator must be a Cuppa alias'],
    // The contract's rule, so an alias no profile can have (it is an app route) is refused here too.
    [{ ...base, creator: 'settings' }, true, 'creator must be a Cuppa alias'],
    [{ app: base.app, creator: 'alice' }, true, 'api is required'],
    [{ ...base, api: 'javascript:alert(1)', creator: 'alice' }, true, 'api:'],
    [{ ...base, app: 'not a url', creator: 'alice' }, true, 'app:'],
    // The contract's tip rule: whole dollars, $1 to $10,000.
    [{ ...base, creator: 'alice', amount: '2.5' }, true, 'amount must be whole dollars'],
    [{ ...base, creator: 'alice', amount: '0' }, true, 'amount must be whole dollars'],
    [{ ...base, creator: 'alice', amount: '20000' }, true, 'amount must be whole dollars'],
    [{ ...base, creator: 'alice', amount: 'five' }, true, 'amount must be whole dollars'],
  ])('refuses %j with a clear message', (raw, needsCreator, message) => {
    const check = checkAttributes(raw, needsCreator);
    expect(check.ok).toBe(false);
    expect(!check.ok && check.message).toContain(message);
  });

  it('does not ask the wallet badge for a creator', () => {
    expect(checkAttributes({ ...base }, false).ok).toBe(true);
  });
});
