import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Resource } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../../core/i18n/create-i18n';
import { namespaces, type Language } from '../../../core/i18n/languages';
import { formatMoney } from '../../../core/money/format-money';
import { json } from '../../../core/testing/fake-fetch';
import { render, type RenderOptions } from '../../testing/render';
import { ServiceForm } from './service-form';
import { serviceLimits } from '../../../core/contract/travel';
import { emptyServiceValues } from './service-form-values';

const cities = [
  { id: 1, name: 'Lisbon', country: 'Portugal', image: null },
  { id: 2, name: 'Kyoto', country: 'Japan', image: null },
];

const localesRoot = join(__dirname, '../../../../locales');
/** Every namespace of `lng`, as the app loads them. */
const resourcesOf = (lng: Language): Resource => ({
  [lng]: Object.fromEntries(
    namespaces.map((ns) => [ns, JSON.parse(readFileSync(join(localesRoot, lng, `${ns}.json`), 'utf8')) as object]),
  ),
});
/** The minimum price as the language writes money, as the screens write amounts. */
const minimum = (lng: Language) => formatMoney(serviceLimits.minPrice, lng, { cents: 'ifAny' });

let cleanup: () => void = () => {};
afterEach(() => cleanup());

async function formIn(lng: Language, handler?: RenderOptions['handler']) {
  const { i18n, ready } = createI18n({ loadPath: '/locales/{{lng}}/{{ns}}.json', lng, resources: resourcesOf(lng) });
  await ready;
  const view = await render(
    <I18nextProvider i18n={i18n}>
      <ServiceForm
        initial={emptyServiceValues}
        cities={cities}
        submitLabel="Post"
        cancelTo="/settings/travulum/list"
        onSubmit={async () => {}}
      />
    </I18nextProvider>,
    { route: '/settings/travulum/create', ...(handler ? { handler } : {}) },
  );
  cleanup = view.unmount;
  return view;
}

describe('ServiceForm', () => {
  it('joins a city and its country as each language does', async () => {
    const joined: [Language, string][] = [
      ['en', 'Kyoto, Japan'],
      ['fr', 'Kyoto, Japon'],
      ['ar', 'Kyoto، اليابان'],
      ['ja', 'Kyoto、日本'],
      ['zh-CN', 'Kyoto，日本'],
    ];
    for (const [lng, option] of joined) {
      const view = await formIn(lng);
      expect(view.getByRole('option', { name: option }), lng).toBeInTheDocument();
      cleanup();
    }
  });

  it('names the minimum price as the contract keeps it, in English word for word', async () => {
    const view = await formIn('en');
    const price = view.getByLabelText('Price in dollars');
    expect(price).toHaveAccessibleDescription('At least $1, at most 2 decimals.');
    expect(price).toHaveAttribute('min', String(serviceLimits.minPrice));
    await view.user.type(price, '0.5');
    await view.user.click(view.getByRole('button', { name: 'Post' }));
    // The hint, then the error.
    expect(price).toHaveAccessibleDescription('At least $1, at most 2 decimals. The price is at least $1');
  });

  it("writes the minimum price with the reader's money format (Arabic)", async () => {
    const view = await formIn('ar');
    const price = view.getByLabelText('السعر بالدولار');
    const hint = `${minimum('ar')} على الأقل، وخانتان عشريتان على الأكثر.`;
    expect(price).toHaveAccessibleDescription(hint);
    await view.user.type(price, '0.5');
    await view.user.click(view.getByRole('button', { name: 'Post' }));
    expect(price).toHaveAccessibleDescription(`${hint} السعر ${minimum('ar')} على الأقل`);
  });

  it('names a picture that failed to upload with the language’s own colon (French)', async () => {
    const view = await formIn('fr', () => json({ error: 'Not found', code: 'not_found' }, 404));
    await view.user.upload(
      view.getByLabelText('Ajouter des photos'),
      new File([new Uint8Array([137, 80])], 'photo.png', { type: 'image/png' }),
    );
    await view.settle();
    expect(await view.findByRole('alert')).toHaveTextContent(/^photo\.png : \S/);
  });
});
