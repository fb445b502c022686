import { describe, expect, it } from 'vitest';
import common from '../../../locales/en/common.json';
import { widgetEnglish } from './widget-english';

// Every source file of the widgets, and the client's error keys they show (core/http/api-error.ts).
const sources = import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.ts', '!../**/*.stories.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const apiErrors = import.meta.glob('../../core/http/api-error.ts', { query: '?raw', import: 'default', eager: true });

const sections = Object.keys(common);
/** Every quoted 'section.key' in the code whose section is one of the English file's. */
function usedKeys(code: string): string[] {
  const found = [...code.matchAll(/['"`]([a-z][A-Za-z]*)\.([A-Za-z0-9_.]+)['"`]/g)];
  return found
    .filter(([, section]) => sections.includes(section ?? ''))
    .map(([, section, rest]) => `${section}.${rest}`);
}

const find = (texts: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
/** A counted text is its plural forms (`postsCount_one`, `postsCount_other`). */
const lookUp = (texts: unknown, key: string) => find(texts, key) ?? find(texts, `${key}_other`);

describe("the widgets' English", () => {
  it('holds every key the widgets use, with the English file’s text', () => {
    const keys = [...Object.values(sources), ...Object.values(apiErrors)].flatMap((code) => usedKeys(String(code)));
    expect(keys.length).toBeGreaterThan(20);
    for (const key of new Set(keys)) {
      expect(lookUp(widgetEnglish, key), key).toBeDefined();
      expect(lookUp(widgetEnglish, key)).toEqual(lookUp(common, key));
    }
  });

  it('leaves out the sections the widgets do not use', () => {
    expect(Object.keys(widgetEnglish).length).toBeLessThan(sections.length);
  });
});
