import { describe, expect, it } from 'vitest';
import { displayName, initials, splitFullName } from './person-name';

describe('displayName', () => {
  it('is the first and last name, without stray spaces', () => {
    expect(displayName({ first_name: 'Alice', last_name: 'Liddell', alias: 'alice' })).toBe('Alice Liddell');
    expect(displayName({ first_name: ' Émile ', last_name: '', alias: 'emile' })).toBe('Émile');
    expect(displayName({ first_name: '', last_name: 'Walker' })).toBe('Walker');
  });

  it('falls back to the alias when both names are blank', () => {
    expect(displayName({ first_name: ' ', last_name: '', alias: 'zed' })).toBe('zed');
    expect(displayName({ first_name: '', last_name: '' })).toBe('');
  });
});

describe('initials', () => {
  it('takes the first letter of each name, then the alias, then a question mark', () => {
    expect(initials({ first_name: 'alice', last_name: 'Walker' })).toBe('AW');
    expect(initials({ first_name: ' Émile ', last_name: '' })).toBe('É');
    expect(initials({ first_name: '', last_name: '', alias: 'zed' })).toBe('Z');
    expect(initials({ first_name: '', last_name: '' })).toBe('?');
  });

  it('keeps a letter outside the basic plane whole', () => {
    expect(initials({ first_name: '𝒜da', last_name: 'Lovelace' })).toBe('𝒜L');
  });

  it('takes a full name’s first and last words', () => {
    expect(splitFullName('Mary Jane Watson')).toEqual({ first_name: 'Mary', last_name: 'Watson' });
    expect(initials(splitFullName('Mary Jane Watson'))).toBe('MW');
    expect(initials(splitFullName('  Cher '))).toBe('C');
    expect(initials(splitFullName(''))).toBe('?');
  });
});
