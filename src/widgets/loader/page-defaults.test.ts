import { describe, expect, it } from 'vitest';
import { findLoaderScript, readPageDefaults } from './page-defaults';

describe('page defaults', () => {
  it('reads the script tag data attributes', () => {
    const { defaults, problems } = readPageDefaults({
      api: 'https://api.example/api/',
      app: 'https://app.example/',
      lang: 'ar',
      theme: 'dark',
      usdcMint: 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB',
    });
    expect(problems).toEqual([]);
    expect(defaults).toEqual({
      api: 'https://api.example/api',
      app: 'https://app.example',
      lang: 'ar',
      theme: 'dark',
      usdcMint: 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB',
    });
  });

  it('reports unusable values and keeps going', () => {
    const { defaults, problems } = readPageDefaults({
      api: 'javascript:alert(1)',
      app: '/relative',
      theme: 'neon',
      usdcMint: 'USDC',
    });
    expect(defaults).toEqual({ api: null, app: null, lang: null, theme: null, usdcMint: null });
    expect(problems).toHaveLength(4);
    expect(problems[0]).toContain('data-api');
    expect(problems[2]).toContain('data-theme');
    expect(problems[3]).toContain('data-usdc-mint');
  });

  it('works without a script tag', () => {
    expect(readPageDefaults(undefined).defaults).toEqual({
      api: null,
      app: null,
      lang: null,
      theme: null,
      usdcMint: null,
    });
  });

  it('finds its own module script by URL', () => {
    const script = document.createElement('script');
    script.type = 'text/plain'; // found by URL, never run by the test DOM
    script.src = 'https://cdn.example/cuppa/cuppa.js';
    document.head.append(script);
    expect(findLoaderScript(document, 'https://cdn.example/cuppa/cuppa.js')).toBe(script);
    expect(findLoaderScript(document, 'https://cdn.example/other.js')).toBeNull();
    script.remove();
  });
});
