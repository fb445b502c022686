import { describe, expect, it } from 'vitest';
import common from '../../../locales/en/common.json';
import { dialogEnglish } from '../components/dialog-english';
import { subscribedEnglish } from '../components/subscribed-state';
import { supportEnglish } from '../components/support-english';
import { widgetEnglish } from '../services/widget-english';

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

/** A source's path under src/widgets ('components/tip-control.tsx'), whichever way the glob keyed it. */
const underWidgets = (key: string) => new URL(key, 'file:///widgets/runtime/').pathname.slice('/widgets/'.length);
const byPath = new Map(Object.keys(sources).map((key) => [underWidgets(key), key]));

/**
 * The widgets' modules the runtime imports statically, from widget-runtime.ts: what renders before any
 * press. A dialog's modules come through `import()` (lazyPart), which this walk does not follow, nor
 * `import type`, which brings no code (runtime/widget-views.ts names the on-demand widgets' type).
 */
function beforeInteraction(): Set<string> {
  const seen = new Set<string>();
  const visit = (path: string) => {
    const file = ['', '.ts', '.tsx'].map((ending) => path + ending).find((candidate) => byPath.has(candidate));
    if (!file || seen.has(file)) return;
    seen.add(file);
    const code = String(sources[byPath.get(file) ?? '']);
    for (const [, target] of code.matchAll(/^import (?!type )[^;]*?from '(\.[^']+)';/gms)) {
      visit(new URL(target ?? '', `file:///widgets/${file}`).pathname.slice('/widgets/'.length));
    }
  };
  visit('runtime/widget-runtime.ts');
  return seen;
}

describe("the widgets' English", () => {
  it('holds every key the widgets use, with the English file’s text', () => {
    const keys = [...Object.values(sources), ...Object.values(apiErrors)].flatMap((code) => usedKeys(String(code)));
    expect(keys.length).toBeGreaterThan(20);
    for (const key of new Set(keys)) {
      const text =
        lookUp(widgetEnglish, key) ??
        lookUp(dialogEnglish, key) ??
        lookUp(supportEnglish, key) ??
        lookUp(subscribedEnglish, key);
      expect(text, key).toBeDefined();
      expect(text).toEqual(lookUp(common, key));
    }
  });

  it('ships with the runtime what shows before any press, and leaves the dialogs’ texts to them', () => {
    const early = beforeInteraction();
    expect(early.has('components/tip-control.tsx')).toBe(true);
    expect(early.has('components/tip-dialog.tsx')).toBe(false);
    const keys = [...early].map((file) => sources[byPath.get(file) ?? '']).concat(Object.values(apiErrors));
    for (const key of new Set(keys.flatMap((code) => usedKeys(String(code))))) {
      expect(lookUp(widgetEnglish, key), key).toBeDefined();
    }
    expect(lookUp(widgetEnglish, 'tip.cryptoAmountInvalid')).toBeUndefined();
    expect(Object.keys(widgetEnglish).length).toBeLessThan(sections.length);
  });
});
