import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { i18n, Resource } from 'i18next';
import { describe, expect, it } from 'vitest';
import { CREATOR_MIN_DOLLARS } from '../contract/creator-rule';
import { embedCapLimits } from '../contract/embed';
import { tipMessages } from '../contract/money';
import { tipLimits } from '../contract/tip-limits';
import { formatMoney } from '../money/format-money';
import { createFakeFetch } from '../testing/fake-fetch';
import { appTextAmounts } from './app-text-amounts';
import { createFixedI18n } from './create-fixed-i18n';
import { createI18n } from './create-i18n';
import { supportedLanguages } from './languages';
import { textAmounts } from './text-amounts';

const root = join(__dirname, '../../../locales');
const files = readdirSync(join(root, 'en')).filter((file) => file.endsWith('.json'));
const namespaceOf = (file: string) => file.replace(/\.json$/, '');
const read = (lng: string, file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(root, lng, file), 'utf8'));
const resources: Resource = Object.fromEntries(
  supportedLanguages.map((lng) => [lng, Object.fromEntries(files.map((file) => [namespaceOf(file), read(lng, file)]))]),
);

type Tree = { [key: string]: string | Tree };
function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

/** The app's i18next in `lng`, every namespace at hand. */
async function app(lng: string): Promise<i18n> {
  const { i18n: instance, ready } = createI18n({ loadPath: '/x/{{lng}}/{{ns}}.json', lng, resources });
  await ready;
  return instance;
}

/** The widgets' i18next in `lng` (common only, no zod behind its amounts). */
async function widget(lng: string): Promise<i18n> {
  const fake = createFakeFetch(() => new Response('no', { status: 404 }));
  const bundled = { [lng]: { common: read(lng, 'common.json') } } as Resource;
  const { i18n: instance, ready } = createFixedI18n({
    loadPath: '/x/{{lng}}/{{ns}}.json',
    lng,
    ns: ['common'],
    bundled,
    fetch: fake.fetch,
  });
  await ready;
  return instance;
}

/** The sections of common the widgets show (widgets/services/widget-english.ts, components/*-english.ts). */
const widgetSections = ['actions', 'copy', 'creator', 'errors', 'goal', 'subscribe', 'supporters', 'tip', 'wallet'];
/** An amount written by hand beside a dollar sign or word: '$1', '1 $', '1$', '10 دولار', '1ドル', '1 美元'. */
const handWritten = /\$\s?\d|\d\s?\$|\d\s?(?:دولار|ドル|美元)|دولار واحد/u;
/** Texts that may: Japanese's '1ドル単位' ('in whole dollars', no amount). */
const handWrittenOk = new Set(['ja:social:help.topics.tips.body']);
const dollars = (amount: number, lng: string) => formatMoney(amount, lng, { cents: 'ifAny' });
const text = (instance: i18n, key: string, ns = 'common') =>
  instance.t(key as never, { ns } as never) as unknown as string;

describe('amounts in the texts', () => {
  it("renders SPEC.md's English tip messages word for word", async () => {
    for (const english of [await app('en'), await widget('en')]) {
      // SPEC.md section 5 and WIDGETS.md quote these three.
      expect(text(english, 'tip.errors.required')).toBe('Please enter your tip');
      expect(text(english, 'tip.errors.min')).toBe('The minimum tip amount is $1');
      expect(text(english, 'tip.errors.whole')).toBe('Only whole dollar amounts are accepted, no cents.');
      expect(text(english, 'tip.errors.min')).toBe(tipMessages.min);
      // Not SPEC's: English writes money as en-US does, and the API's words say the same.
      expect(text(english, 'tip.errors.max')).toBe(tipMessages.max);
    }
  });

  it('writes each amount with the money format of the language, in Arabic too', async () => {
    const arabic = await app('ar');
    expect(text(arabic, 'tip.errors.min')).toBe(`الحد الأدنى للإكرامية هو ${dollars(tipLimits.min, 'ar')}`);
    expect(text(arabic, 'tip.errors.max')).toBe(`الحد الأقصى للإكرامية هو ${dollars(tipLimits.max, 'ar')}`);
    expect(text(arabic, 'rules.capMin')).toBe(`الحد اليومي ${dollars(embedCapLimits.min, 'ar')} على الأقل`);
    expect(text(arabic, 'rules.capMax')).toBe(`الحد اليومي ${dollars(embedCapLimits.max, 'ar')} على الأكثر`);
    expect(text(arabic, 'connect.capHint', 'app')).toContain(
      `من ${dollars(embedCapLimits.min, 'ar')} إلى ${dollars(embedCapLimits.max, 'ar')}.`,
    );
    expect(text(arabic, 'earnings.becomeText', 'wallet')).toContain(`لا يقل عن ${dollars(CREATOR_MIN_DOLLARS, 'ar')}:`);
    // The same amount as the formatter writes it elsewhere on the screen ('‏1 US$'), never '1$'.
    expect(dollars(1, 'ar')).toContain('US$');
    expect(text(arabic, 'rules.paidPostMin')).toContain(dollars(1, 'ar'));
    expect(text(arabic, 'rules.paidPostMin')).not.toMatch(/\d\$/);

    const widgetArabic = await widget('ar');
    expect(text(widgetArabic, 'tip.errors.min')).toBe(text(arabic, 'tip.errors.min'));
    expect(text(widgetArabic, 'tip.cryptoAmountInvalid')).toContain(dollars(tipLimits.max, 'ar'));

    const english = await app('en');
    expect(text(english, 'rules.capMax')).toBe('The daily cap is at most $500');
    expect(text(english, 'connect.capHint', 'app')).toBe('From $1 to $500. Connect again at any time to change it.');
    expect(text(english, 'rules.subscriptionMin')).toBe('A subscription is at least $1, or $0 for none');
  });

  it('fills every amount a text names, in every language, with no amount written by hand', async () => {
    const named = /\{\{\s*(\w+)\s*,\s*dollars\s*\}\}/g;
    for (const lng of supportedLanguages) {
      const instance = await app(lng);
      const small = await widget(lng);
      for (const file of files) {
        const ns = namespaceOf(file);
        const amounts: Record<string, number> = appTextAmounts;
        for (const [key, source] of leaves(read(lng, file) as Tree)) {
          const names = [...source.matchAll(named)].map((match) => match[1] ?? '');
          for (const name of names) expect(Object.keys(amounts), `${lng}:${ns}:${key}`).toContain(name);
          // What the widgets' texts name, the widgets' i18next fills too.
          const inWidgets = ns === 'common' && widgetSections.some((section) => key.startsWith(`${section}.`));
          if (inWidgets) for (const name of names) expect(Object.keys(textAmounts), `${lng}:${key}`).toContain(name);
          const bare = source.replace(named, '');
          const allowed = handWrittenOk.has(`${ns}:${key}`) || handWrittenOk.has(`${lng}:${ns}:${key}`);
          if (!allowed) expect(bare, `${lng}:${ns}:${key}`).not.toMatch(handWritten);
          if (names.length === 0) continue;
          const rendered = instance.t(key as never, { ns } as never) as unknown as string;
          const shown = [rendered].concat(inWidgets ? [text(small, key)] : []);
          for (const each of shown) {
            expect(each, `${lng}:${ns}:${key}`).not.toContain('{{');
            for (const name of names) expect(each, `${lng}:${ns}:${key}`).toContain(dollars(amounts[name] ?? NaN, lng));
          }
        }
      }
    }
  });
});
