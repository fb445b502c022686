import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { supportedLanguages } from '../config/config';
import { tipMessages } from '../contract/money';
import { issueKey, ruleMessagePairs } from './issue-key';

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

describe('locales', () => {
  it('has English files', () => {
    expect(englishFiles.length).toBeGreaterThan(0);
  });

  for (const lng of supportedLanguages) {
    for (const file of englishFiles) {
      it(`${lng}/${file} has every English key, no extra keys, and no empty text`, () => {
        const english = read('en', file);
        const other = read(lng, file);
        expect([...english.keys()].filter((key) => !other.has(key))).toEqual([]);
        expect([...other.keys()].filter((key) => !english.has(key))).toEqual([]);
        expect([...other].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
      });

      it(`${lng}/${file} keeps every {{placeholder}} of English`, () => {
        const english = read('en', file);
        const other = read(lng, file);
        const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
        for (const [key, text] of english) {
          expect(placeholders(other.get(key) ?? ''), `${lng}:${key}`).toEqual(placeholders(text));
        }
      });
    }
  }

  it('carries SPEC.md tip messages word for word in English', () => {
    const common = read('en', 'common.json');
    // The words the API answers with are the words the form shows, through the one mapping.
    for (const message of Object.values(tipMessages)) {
      expect(common.get(issueKey({ code: 'custom', message }))).toBe(message);
    }
    expect(common.get('tip.thankYou')).toBe('Thank you!');
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
