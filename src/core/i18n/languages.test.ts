import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  detectWidgetLanguage,
  languageList,
  matchLanguage,
  supportedLanguages,
  textDirection,
  toSupportedLanguage,
} from './languages';

describe('the language list', () => {
  it('is the folders of locales/, English first, each with its own name', () => {
    const folders = readdirSync(join(__dirname, '../../../locales'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect([...supportedLanguages].sort()).toEqual(folders.sort());
    expect(supportedLanguages[0]).toBe('en');
    for (const { tag, name } of languageList) {
      // A real tag in its canonical spelling, so i18next, Intl and the folder agree on it.
      expect(Intl.getCanonicalLocales(tag)).toEqual([tag]);
      expect(name.trim()).not.toBe('');
    }
    expect(new Set(languageList.map((language) => language.name)).size).toBe(languageList.length);
  });
});

describe('matchLanguage', () => {
  it("finds the shipped tag that serves a page's or a browser's tag", () => {
    const cases: [string, string | null][] = [
      ['en', 'en'],
      ['EN_us', 'en'],
      ['en-GB', 'en'],
      ['es-MX', 'es'],
      ['ar-EG', 'ar'],
      ['fr-CA', 'fr'],
      ['de-AT', 'de'],
      ['de-CH', 'de'],
      ['pt', 'pt-BR'],
      ['pt-BR', 'pt-BR'],
      ['pt-br', 'pt-BR'],
      ['pt-PT', 'pt-BR'],
      ['ja', 'ja'],
      ['ja-JP', 'ja'],
      ['zh', 'zh-CN'],
      ['zh-Hans', 'zh-CN'],
      ['zh-CN', 'zh-CN'],
      ['zh-SG', 'zh-CN'],
      ['zh_CN', 'zh-CN'],
      // No Traditional Chinese folder yet: Simplified serves those readers better than English.
      ['zh-TW', 'zh-CN'],
      ['zh-Hant-HK', 'zh-CN'],
      ['it', null],
      ['auto', null],
      ['', null],
      ['not a tag', null],
    ];
    for (const [tag, expected] of cases) expect(toSupportedLanguage(tag), tag).toBe(expected);
    expect(toSupportedLanguage(null)).toBeNull();
  });

  it('prefers the same script, then the same region, when a language ships twice', () => {
    const shipped = ['en', 'zh-CN', 'zh-TW', 'pt-BR', 'pt-PT'];
    expect(matchLanguage('zh-HK', shipped)).toBe('zh-TW');
    expect(matchLanguage('zh-Hant', shipped)).toBe('zh-TW');
    expect(matchLanguage('zh', shipped)).toBe('zh-CN');
    expect(matchLanguage('pt', shipped)).toBe('pt-BR');
    expect(matchLanguage('pt-AO', shipped)).toBe('pt-BR');
    expect(matchLanguage('pt-PT', shipped)).toBe('pt-PT');
  });

  it('is self-contained, so the build can write its source into index.html', () => {
    const copy = new Function(`return (${matchLanguage.toString()})`)() as typeof matchLanguage;
    expect(copy('pt-PT', supportedLanguages)).toBe('pt-BR');
  });
});

describe('detectWidgetLanguage', () => {
  it('takes the attribute, the page default, <html lang>, the browser, then English', () => {
    expect(detectWidgetLanguage({ attribute: 'ar', pageDefault: 'es', documentLang: 'en' })).toBe('ar');
    expect(detectWidgetLanguage({ attribute: 'auto', pageDefault: 'de', documentLang: 'fr' })).toBe('de');
    expect(detectWidgetLanguage({ attribute: 'auto', documentLang: 'zh-Hans' })).toBe('zh-CN');
    expect(detectWidgetLanguage({ documentLang: 'pt-PT', browserLanguages: ['ja'] })).toBe('pt-BR');
    expect(detectWidgetLanguage({ documentLang: 'it', browserLanguages: ['nl-NL', 'ja-JP'] })).toBe('ja');
    expect(detectWidgetLanguage({ documentLang: 'it', browserLanguages: ['nl'] })).toBe('en');
    expect(detectWidgetLanguage({})).toBe('en');
  });

  it('knows the direction of each language', () => {
    expect(textDirection('ar')).toBe('rtl');
    for (const tag of ['en', 'es', 'fr', 'de', 'pt-BR', 'ja', 'zh-CN']) expect(textDirection(tag)).toBe('ltr');
  });
});
