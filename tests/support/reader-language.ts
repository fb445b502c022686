import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { direction, horizontalOverflow, type Lng } from './variants';

type Tree = { [key: string]: string | Tree | string[] };
const root = new URL('../../locales/', import.meta.url);
const namespaces = readdirSync(new URL('en/', root))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));

function leaves(tree: Tree | string[], prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : leaves(value, path);
  });
}

const texts = (lng: string) =>
  new Map(
    namespaces.flatMap((ns) =>
      leaves(JSON.parse(readFileSync(new URL(`${lng}/${ns}.json`, root), 'utf8')) as Tree).map(
        ([key, text]) => [`${ns}:${key}`, text] as const,
      ),
    ),
  );

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const letters = (text: string) => (text.match(/\p{L}/gu) ?? []).length;

/**
 * What a page in `lng` must not show: a translation key as text (i18next shows a missing key as
 * itself), or an English text of ours that the language writes otherwise. English texts with values
 * become patterns ('{{count, number}} posts' matches '7 posts'); a text the language writes as English
 * does ('Cuppa', 'Android', listed in its same-as-english.txt, or any text it also uses) is not one.
 */
export function readerTexts(lng: Lng) {
  const english = texts('en');
  const own = texts(lng);
  const ownWords = new Set(own.values());
  const listed = existsSync(new URL(`${lng}/same-as-english.txt`, root))
    ? readFileSync(new URL(`${lng}/same-as-english.txt`, root), 'utf8').split('\n')
    : [];
  const keys = new Set<string>();
  const exact = new Set<string>();
  const patterns: RegExp[] = [];
  for (const [id, text] of english) {
    const key = id.slice(id.indexOf(':') + 1).replace(/_(zero|one|two|few|many|other)$/, '');
    keys.add(key);
    if (own.get(id) === text || ownWords.has(text) || listed.includes(id)) continue;
    const parts = text.split(/\{\{[^}]+\}\}/);
    if (parts.length === 1) exact.add(text.trim());
    else if (letters(parts.join('')) >= 6) patterns.push(new RegExp(`^${parts.map(escape).join('.+?')}$`));
  }
  return { keys, exact, patterns };
}

/**
 * Every text a reader meets on the page, in every frame and shadow root: visible text nodes and the
 * labels a screen reader says (aria-label, placeholder, title, alt).
 */
async function shownTexts(page: Page): Promise<string[]> {
  const all: string[] = [];
  for (const frame of page.frames()) {
    const found = await frame
      .evaluate(() => {
        const out: string[] = [];
        const skip = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT']);
        const walk = (start: Node) => {
          const walker = document.createTreeWalker(start, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
          for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
            if (node instanceof Text) {
              const parent = node.parentElement;
              const text = node.textContent?.trim();
              if (text && parent && !skip.has(parent.tagName) && parent.checkVisibility()) out.push(text);
            } else if (node instanceof Element) {
              for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
                const value = node.getAttribute(name)?.trim();
                if (value) out.push(value);
              }
              if (node.shadowRoot) walk(node.shadowRoot);
            }
          }
        };
        if (document.body) walk(document.body);
        return out;
      })
      .catch(() => [] as string[]); // a frame that navigated away meanwhile
    all.push(...found);
  }
  return all;
}

/** The page reads in `lng` for its reader: no key, no English of ours, nothing past the screen. */
export async function expectReaderLanguage(page: Page, lng: Lng, what: string, app = true): Promise<void> {
  const { keys, exact, patterns } = readerTexts(lng);
  if (app) {
    await expect(page.locator('html'), what).toHaveAttribute('lang', lng);
    await expect(page.locator('html'), what).toHaveAttribute('dir', direction(lng));
  }
  const shown = await shownTexts(page);
  const tokens = shown.flatMap((text) => text.match(/[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_]+)+/g) ?? []);
  expect(
    tokens.filter((token) => keys.has(token)),
    `${what}: keys shown`,
  ).toEqual([]);
  const leftOver = shown.filter((text) => exact.has(text) || patterns.some((pattern) => pattern.test(text)));
  expect([...new Set(leftOver)], `${what}: English left`).toEqual([]);
  expect(await horizontalOverflow(page), `${what}: fits`).toEqual([]);
}
