import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../core/i18n/create-i18n';
import { supportedLanguages } from '../../../core/i18n/languages';
import { formatMoney } from '../../../core/money/format-money';
import { serviceInputSchema, serviceLimits } from '../../../core/contract/travel';
import travel from '../../../../locales/en/travel.json';
import { emptyServiceValues, toServiceInput, validateService, type ServiceFormValues } from './service-form-values';

const { i18n, ready } = createI18n({ loadPath: '/x', lng: 'en', resources: { en: { travel } } });
await ready;
const t = i18n.getFixedT('en', 'travel');

const filled: ServiceFormValues = {
  type: 'stay',
  title: ' Harbour flat ',
  description: 'Two rooms',
  cityId: '2',
  price: '92.5',
  images: ['https://img.test/a.png'],
  published: false,
};

describe('service form rules', () => {
  it('names every missing field in the host’s language', () => {
    expect(validateService(emptyServiceValues, t)).toEqual({
      type: 'Choose a type',
      title: 'Enter a title',
      description: 'Enter a description',
      city_id: 'Choose a city',
      price: 'Enter a price',
    });
  });

  it('checks the price as the contract does: at least $1, at most 2 decimals', () => {
    const price = (value: string) => validateService({ ...filled, price: value }, t).price;
    expect(price('0.99')).toBe('The price is at least $1');
    expect(price('1.005')).toBe('Use at most 2 decimals');
    expect(price('-3')).toBe('Enter a price');
    expect(price('abc')).toBe('Enter a price');
    expect(price('1')).toBeUndefined();
    expect(price(' 12.50 ')).toBeUndefined();
  });

  it('names the minimum price from serviceLimits, as each language writes money', async () => {
    const below = { ...filled, price: String(serviceLimits.minPrice / 2) };
    for (const lng of supportedLanguages) {
      const texts = JSON.parse(
        readFileSync(join(__dirname, `../../../../locales/${lng}/travel.json`), 'utf8'),
      ) as object;
      const other = createI18n({ loadPath: '/x', lng, resources: { [lng]: { travel: texts } } });
      await other.ready;
      const message = validateService(below, other.i18n.getFixedT(lng, 'travel')).price;
      expect(message, lng).toContain(formatMoney(serviceLimits.minPrice, lng, { cents: 'ifAny' }));
      expect(message, lng).not.toContain('{{');
    }
  });

  it('keeps the contract’s length and picture limits', () => {
    const long = (n: number) => 'x'.repeat(n);
    expect(validateService({ ...filled, title: long(serviceLimits.title + 1) }, t).title).toBe(
      'Use at most 120 characters',
    );
    expect(validateService({ ...filled, title: long(serviceLimits.title) }, t).title).toBeUndefined();
    const images = Array.from({ length: serviceLimits.images + 1 }, (_, i) => `https://img.test/${i}.png`);
    expect(validateService({ ...filled, images }, t).images).toBe('Add at most 10 pictures');
    // The same limits, seen from the contract the server uses.
    const input = toServiceInput(filled);
    expect(serviceInputSchema.safeParse({ ...input, title: long(serviceLimits.title) }).success).toBe(true);
    expect(serviceInputSchema.safeParse({ ...input, title: long(serviceLimits.title + 1) }).success).toBe(false);
    expect(serviceInputSchema.safeParse({ ...input, images: images.slice(1) }).success).toBe(true);
    expect(serviceInputSchema.safeParse({ ...input, images }).success).toBe(false);
    expect(serviceInputSchema.safeParse({ ...input, price: 0.99 }).success).toBe(false);
  });

  it('turns valid values into the API’s input', () => {
    expect(validateService(filled, t)).toEqual({});
    expect(toServiceInput(filled)).toEqual({
      type: 'stay',
      title: 'Harbour flat',
      description: 'Two rooms',
      city_id: 2,
      price: 92.5,
      images: ['https://img.test/a.png'],
      published: false,
    });
  });
});
