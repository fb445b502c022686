import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';

const valid = { apiBase: 'http://127.0.0.1:8787/api/', appUrl: 'http://127.0.0.1:5173' };

describe('parseConfig', () => {
  it('fills defaults and trims trailing slashes', () => {
    expect(parseConfig(valid)).toEqual({
      apiBase: 'http://127.0.0.1:8787/api',
      appUrl: 'http://127.0.0.1:5173',
      basePath: '/',
      product: 'cuppa',
      captchaSiteKey: null,
      usdcMint: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
      defaults: { theme: 'auto', lang: 'en' },
    });
  });

  it('normalises a base path to end with a slash', () => {
    expect(parseConfig({ ...valid, basePath: '/cuppa' }).basePath).toBe('/cuppa/');
    expect(parseConfig({ ...valid, basePath: '/a/b/' }).basePath).toBe('/a/b/');
  });

  it.each([
    [{ appUrl: valid.appUrl }, 'apiBase', 'is required'],
    [{ ...valid, apiBase: 'not a url' }, 'apiBase', 'absolute URL'],
    [{ ...valid, apiBase: 'ftp://x.test/api' }, 'apiBase', 'http'],
    [{ ...valid, basePath: 'app' }, 'basePath', 'starting with "/"'],
    [{ ...valid, product: 'Cuppa!' }, 'product', 'slug'],
    [{ ...valid, defaults: { theme: 'neon' } }, 'defaults.theme', ''],
    [{ ...valid, defaults: { lang: 'it' } }, 'defaults.lang', ''],
    [{ ...valid, usdcMint: 'USDC' }, 'usdcMint', 'mint'],
  ])('names the bad field in one error (%#)', (input, field, reason) => {
    let error: unknown;
    try {
      parseConfig(input);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).field).toBe(field);
    expect((error as ConfigError).message).toContain(`"${field}"`);
    expect((error as ConfigError).message).toContain(reason);
  });

  it('rejects something that is not an object', () => {
    expect(() => parseConfig(null)).toThrow(ConfigError);
  });
});
