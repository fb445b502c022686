import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, json } from '../testing/fake-fetch';
import { expectLoaderRetries } from '../testing/loader-retries';
import { createFixedI18n } from './create-fixed-i18n';

const loadPath = 'http://app.test/locales/{{lng}}/{{ns}}.json';
// Fresh each time: i18next keeps the languages it loads in the object it was given.
const bundled = () => ({ en: { common: { k: 'A' } } });

afterEach(() => {
  vi.useRealTimers();
});

describe('createFixedI18n', () => {
  it('loads the language file and keeps values unescaped', async () => {
    const fake = createFakeFetch(({ url }) => json({ greeting: `<b>${url.pathname}</b>` }));
    const { i18n, ready } = createFixedI18n({ loadPath, lng: 'es', ns: ['common'], fetch: fake.fetch });
    await ready;
    expect(i18n.language).toBe('es');
    expect(i18n.t('greeting' as never)).toBe('<b>/locales/es/common.json</b>');
  });

  it('uses bundled texts without a request, and still loads the languages it was not given', async () => {
    const fake = createFakeFetch(() => json({ k: 'B' }));
    const options = { loadPath, ns: ['common'] as const, bundled: bundled(), fetch: fake.fetch };
    const english = createFixedI18n({ ...options, lng: 'en' });
    await english.ready;
    expect(english.i18n.t('k' as never)).toBe('A');
    expect(fake.requests).toEqual([]);
    const spanish = createFixedI18n({ ...options, lng: 'es' });
    await spanish.ready;
    expect(spanish.i18n.t('k' as never)).toBe('B');
    expect(fake.requests.map((request) => request.url.pathname)).toEqual(['/locales/es/common.json']);
  });

  it('takes a regional tag as its language and reads the language file', async () => {
    const fake = createFakeFetch(() => json({ k: 'B' }));
    const { i18n, ready } = createFixedI18n({
      loadPath,
      lng: 'es-MX',
      ns: ['common'],
      bundled: bundled(),
      fetch: fake.fetch,
    });
    await ready;
    expect(i18n.t('k' as never)).toBe('B');
    expect(fake.requests.map((request) => request.url.pathname)).toEqual(['/locales/es/common.json']);
  });

  it('retries 5xx answers with a doubling delay from 350 ms, up to 5 times, then falls back', async () => {
    vi.useFakeTimers();
    const fake = createFakeFetch(({ url }) =>
      url.pathname.includes('/ar/') ? new Response('down', { status: 503 }) : json({ k: 'English' }),
    );
    const { i18n, ready } = createFixedI18n({ loadPath, lng: 'ar', ns: ['common'], fetch: fake.fetch });
    const calls = () => fake.requests.filter((request) => request.url.pathname === '/locales/ar/common.json').length;
    await expectLoaderRetries(calls);
    await ready;
    expect(i18n.t('k' as never)).toBe('English');
  });

  it('retries a request that got no answer (network failure)', async () => {
    vi.useFakeTimers();
    let attempts = 0;
    const fake = createFakeFetch(() => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch');
      return json({ hello: 'hola' });
    });
    const { i18n, ready } = createFixedI18n({
      loadPath,
      lng: 'es',
      ns: ['common'],
      bundled: bundled(),
      fetch: fake.fetch,
    });
    await vi.advanceTimersByTimeAsync(400);
    await ready;
    expect(attempts).toBe(2);
    expect(i18n.t('hello' as never)).toBe('hola');
  });

  it('does not retry a 4xx answer or a file that is not JSON, and falls back to English', async () => {
    vi.useFakeTimers();
    const fake = createFakeFetch(({ url }) => {
      if (url.pathname.includes('/es/')) return new Response('missing', { status: 404 });
      if (url.pathname.includes('/ar/')) return new Response('<html>', { status: 200 });
      return json({ hello: 'hello' });
    });
    for (const lng of ['es', 'ar']) {
      const { i18n, ready } = createFixedI18n({ loadPath, lng, ns: ['common'], fetch: fake.fetch });
      await vi.advanceTimersByTimeAsync(20_000);
      await ready;
      expect(fake.requests.filter((request) => request.url.pathname === `/locales/${lng}/common.json`)).toHaveLength(1);
      expect(i18n.t('hello' as never)).toBe('hello');
    }
  });
});
