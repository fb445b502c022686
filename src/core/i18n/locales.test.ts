import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tipMessages } from '../contract/money';
import { issueKey, ruleMessagePairs } from './issue-key';
import { supportedLanguages } from './languages';

const root = join(__dirname, '../../../locales');
type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [leaf, text] of leaves(value, path)) out.set(leaf, text);
  }
  return out;
}

const read = (lng: string, file: string) => leaves(JSON.parse(readFileSync(join(root, lng, file), 'utf8')) as Tree);
const englishFiles = readdirSync(join(root, 'en')).filter((file) => file.endsWith('.json'));

/** i18next's plural suffixes: a key `x_one`, `x_other` is the text `x` counted. */
const pluralForm = /_(zero|one|two|few|many|other)$/;
const categories = (lng: string) => new Intl.PluralRules(lng).resolvedOptions().pluralCategories;

/** Every key a language must have for English's keys: each counted text in that language's plural forms. */
function expectedKeys(english: Map<string, string>, lng: string): Set<string> {
  const keys = new Set<string>();
  for (const key of english.keys()) {
    if (!pluralForm.test(key)) keys.add(key);
    else for (const form of categories(lng)) keys.add(key.replace(pluralForm, `_${form}`));
  }
  return keys;
}

/** `{{name}}` and `{{count, number}}` as written, spaces aside: a language keeps the format too. */
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{([^}]+)\}\}/g)].map((m) => (m[1] ?? '').replace(/\s+/g, '')).sort();

/**
 * Texts a language writes as English does (a loanword, a name, 'Cuppa'): `locales/<lng>/same-as-english.txt`,
 * one `namespace:key` a line. Any other text equal to English is English left behind.
 */
function sameAsEnglish(lng: string): Set<string> {
  const file = join(root, lng, 'same-as-english.txt');
  const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n') : [];
  return new Set(lines.map((line) => line.trim()).filter(Boolean));
}

describe('locales', () => {
  it('has English files, and English counts texts in its own plural forms', () => {
    expect(englishFiles.length).toBeGreaterThan(0);
    for (const file of englishFiles) {
      const english = read('en', file);
      expect(
        [...expectedKeys(english, 'en')].filter((key) => !english.has(key)),
        file,
      ).toEqual([]);
    }
  });

  for (const lng of supportedLanguages) {
    for (const file of englishFiles) {
      it(`${lng}/${file} has every English key in its plural forms, no extra keys, and no empty text`, () => {
        const expected = expectedKeys(read('en', file), lng);
        const other = read(lng, file);
        expect([...expected].filter((key) => !other.has(key))).toEqual([]);
        expect([...other.keys()].filter((key) => !expected.has(key))).toEqual([]);
        expect([...other].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
      });

      it(`${lng}/${file} keeps every {{placeholder}} of English`, () => {
        const english = read('en', file);
        for (const [key, text] of read(lng, file)) {
          const source = english.get(key) ?? english.get(key.replace(pluralForm, '_other')) ?? '';
          const wanted = placeholders(source);
          if (!pluralForm.test(key)) expect(placeholders(text), `${lng}:${key}`).toEqual(wanted);
          // A form may say its number in words ('one post', Arabic's 'two posts'): the count may go.
          else
            expect(
              placeholders(text).filter((name) => !name.startsWith('count')),
              `${lng}:${key}`,
            ).toEqual(wanted.filter((name) => !name.startsWith('count')));
        }
      });
    }

    if (lng !== 'en') {
      it(`${lng} leaves no English behind: a text that reads as English is one listed as such`, () => {
        const listed = sameAsEnglish(lng);
        const same: string[] = [];
        for (const file of englishFiles) {
          const english = read('en', file);
          const ns = file.replace(/\.json$/, '');
          for (const [key, text] of read(lng, file)) {
            const words = /\p{L}/u.test(text.replace(/\{\{[^}]+\}\}/g, ''));
            if (words && english.get(key) === text) same.push(`${ns}:${key}`);
          }
        }
        expect(same.filter((id) => !listed.has(id))).toEqual([]);
        expect(
          [...listed].filter((id) => !same.includes(id)),
          'listed but translated',
        ).toEqual([]);
      });
    }
  }

  it('carries SPEC.md tip messages word for word in English', () => {
    const common = read('en', 'common.json');
    // The words the API answers with are the words the form shows, through the one mapping. A text that
    // names an amount (`{{tipMin, dollars}}`) is rendered with it: text-amounts.test.ts holds those.
    for (const message of Object.values(tipMessages)) {
      const text = common.get(issueKey({ code: 'custom', message }));
      if (!text?.includes('{{')) expect(text).toBe(message);
    }
    expect(common.get('tip.thankYou')).toBe('Thank you!');
    // The subscription confirm's buttons (SPEC.md section 2); other dialogs say 'Cancel'.
    expect(common.get('actions.cancel')).toBe('cancel');
    expect(common.get('actions.accept')).toBe('accept');
    expect(common.get('actions.cancelCapitalised')).toBe('Cancel');
    expect(common.get('copy.linkCopied')).toBe('link copied to clipboard');
    expect(common.get('tip.scanQr')).toBe('scan QR code to top up wallet');
  });

  it('has a text for every contract rule the forms translate, and maps each rule once', () => {
    const common = read('en', 'common.json');
    for (const [message, key] of ruleMessagePairs) {
      expect(common.has(key), key).toBe(true);
      expect(issueKey({ code: 'custom', message }), message).toBe(key);
    }
  });
});
