// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resolveTheme, THEME_STORAGE_KEY } from '../../src/core/theme/theme-store';

const html = readFileSync(new URL('../../src/app/index.html', import.meta.url), 'utf8');
const inline = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

/** Runs index.html's first-paint theme script against a page, as the browser would before the app. */
function firstPaintTheme(path: string, stored: string | null, systemDark: boolean): string | null {
  let theme: string | null = null;
  let schemeSet = false;
  const page = {
    location: new URL(`https://app.example${path}`),
    localStorage: { getItem: (key: string) => (key === THEME_STORAGE_KEY ? stored : null) },
    matchMedia: (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && systemDark }),
    document: {
      documentElement: {
        setAttribute: (_name: string, value: string) => (theme = value),
        // The scheme must say the same as the attribute (an embed frame's iframe takes that scheme).
        style: {
          set colorScheme(value: string) {
            if (value !== theme) throw new Error(`color-scheme ${value} against data-theme ${theme}`);
            schemeSet = true;
          },
        },
      },
    },
  };
  new Function('location', 'localStorage', 'matchMedia', 'document', inline)(
    page.location,
    page.localStorage,
    page.matchMedia,
    page.document,
  );
  if (!schemeSet) throw new Error('the script left color-scheme to the app');
  return theme;
}

describe('index.html’s theme before the first paint', () => {
  it('decides as the theme store does, from the same stored choice', () => {
    for (const stored of ['light', 'dark', 'auto', null, 'neon'])
      for (const systemDark of [false, true]) {
        const choice = stored === 'light' || stored === 'dark' ? stored : 'auto';
        expect(firstPaintTheme('/cuppa/wallet', stored, systemDark), `${stored} ${systemDark}`).toBe(
          resolveTheme(choice, systemDark),
        );
      }
  });

  it('in a frame, follows the shell’s theme parameter and nothing the app stored', () => {
    expect(firstPaintTheme('/cuppa/embed/tip?theme=dark', 'light', false)).toBe('dark');
    expect(firstPaintTheme('/cuppa/embed/tip?theme=neon', 'dark', true)).toBe('light');
  });
});
