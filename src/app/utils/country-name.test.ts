import { describe, expect, it, vi } from 'vitest';
import { countryCode, countryName } from './country-name';

describe('countryName', () => {
  it("names the API's English country in the reader's language", () => {
    expect(countryName('South Africa', 'de')).toBe('Südafrika');
    expect(countryName('Japan', 'ar')).toBe('اليابان');
    expect(countryName(' mexico ', 'pt-BR')).toBe('México');
    expect(countryName('Iceland', 'en')).toBe('Iceland');
    expect(countryName('Iceland', '')).toBe('Iceland');
  });

  it('uses a code it is given', () => {
    expect(countryName('Portugal', 'de', 'pt')).toBe('Portugal');
    expect(countryName('whatever', 'fr', 'DE')).toBe('Allemagne');
  });

  it('keeps the name as the API wrote it when there is no code or Intl cannot name it', () => {
    expect(countryCode('Lost Continent')).toBeNull();
    expect(countryName('Lost Continent', 'de')).toBe('Lost Continent');
    expect(countryName('Japan', 'de', null)).toBe('Japan');
    expect(countryName('Japan', 'not a language tag!')).toBe('Japan');
  });

  it('keeps the name in a browser without Intl.DisplayNames', async () => {
    vi.stubGlobal('Intl', { ...Intl, DisplayNames: undefined });
    vi.resetModules();
    const fresh = await import('./country-name');
    expect(fresh.countryName('Japan', 'xx-test')).toBe('Japan');
  });

  it('finds the current code of a country Intl also knows by an old one', () => {
    expect(countryCode('United Kingdom')).toBe('GB');
    expect(countryCode('Germany')).toBe('DE');
    expect(countryCode('Myanmar (Burma)')).toBe('MM');
    expect(countryCode('South Africa')).toBe('ZA');
  });
});
