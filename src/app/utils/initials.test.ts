import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letter of each name, then the alias, then a question mark', () => {
    expect(initials('alice', 'Walker')).toBe('AW');
    expect(initials(' Émile ', '')).toBe('É');
    expect(initials('', '', 'zed')).toBe('Z');
    expect(initials('', '')).toBe('?');
  });
});
