import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, json } from '../testing/fake-fetch';
import { expectLoaderRetries } from '../testing/loader-retries';
import { createI18n } from './create-i18n';

const loadPath = 'http://app.test/locales/{{lng}}/{{ns}}.json';

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('createI18n', () => {
  it('loads the language file and keeps values unescaped', async () => {
    const fake = createFakeFetch(({ url }) => json({ greeting: `<b>${url.pathname}</b>` }));
    const { i18n, ready } = createI18n({ loadPath, lng: 'es', fetch: fake.fetch });
    await ready;
    expect(i18n.language).toBe('es');
    expect(i18n.t('greeting' as never)).toBe('<b>/locales/es/common.json</b>');
  });

  it('uses bundled texts without a request, and still loads the languages it was not given', async () => {
    const fake = createFakeFetch(() => json({ k: 'B' }));
    const start = (lng: string) =>
      createI18n({ loadPath, lng, ns: ['common'], bundled: { en: { common: { k: 'A' } } }, fetch: fake.fetch });
    const english = start('en');
    await english.ready;
    expect(english.i18n.t('k' as never)).toBe('A');
    expect(fake.requests).toEqual([]);
    const spanish = start('es');
    await spanish.ready;
    expect(spanish.i18n.t('k' as never)).toBe('B');
    expect(fake.requests.map((request) => request.url.pathname)).toEqual(['/locales/es/common.json']);
  });

  it('returns isolated instances', async () => {
    const a = createI18n({ loadPath, lng: 'en', resources: { en: { common: { k: 'A' } } } });
    const b = createI18n({ loadPath, lng: 'en', resources: { en: { common: { k: 'B' } } } });
    await Promise.all([a.ready, b.ready]);
    await b.i18n.changeLanguage('ar');
    expect(a.i18n.language).toBe('en');
    expect(a.i18n.t('k' as never)).toBe('A');
  });

  it('retries 5xx answers with a doubling delay from 350 ms, up to 5 times', async () => {
    vi.useFakeTimers();
    const fake = createFakeFetch(() => new Response('down', { status: 503 }));
    const { ready } = createI18n({ loadPath, lng: 'ar', fetch: fake.fetch });
    const calls = () => fake.requests.filter((request) => request.url.pathname === '/locales/ar/common.json').length;
    await expectLoaderRetries(calls);
    await ready;
  });

  it('retries a request that got no status (network failure)', async () => {
    vi.useFakeTimers();
    let attempts = 0;
    const fake = createFakeFetch(() => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch');
      return json({ hello: 'hola' });
    });
    const { i18n, ready } = createI18n({ loadPath, lng: 'es', fetch: fake.fetch });
    await vi.advanceTimersByTimeAsync(400);
    await ready;
    expect(attempts).toBeGreaterThanOrEqual(2);
    expect(i18n.t('hello' as never)).toBe('hola');
  });

  it('does not retry a 4xx answer and falls back to English', async () => {
    vi.useFakeTimers();
    const fake = createFakeFetch(({ url }) =>
      url.pathname.includes('/es/') ? new Response('missing', { status: 404 }) : json({ hello: 'hello' }),
    );
    const { i18n, ready } = createI18n({ loadPath, lng: 'es', fetch: fake.fetch });
    await vi.advanceTimersByTimeAsync(20_000);
    await ready;
    // One read per namespace, none of them retried.
    expect(fake.requests.filter((request) => request.url.pathname === '/locales/es/common.json')).toHaveLength(1);
    expect(fake.requests.filter((request) => request.url.pathname === '/locales/es/app.json')).toHaveLength(1);
    expect(i18n.t('hello' as never)).toBe('hello');
  });

  it("follows the app's detection order: query before local storage", async () => {
    localStorage.setItem('i18nextLng', 'es');
    window.history.replaceState(null, '', '/?lng=ar');
    const { i18n, ready } = createI18n({
      loadPath,
      resources: { en: { common: {} }, ar: { common: {} }, es: { common: {} } },
    });
    await ready;
    expect(i18n.language).toBe('ar');
    expect(localStorage.getItem('i18nextLng')).toBe('ar');
    window.history.replaceState(null, '', '/');
    const second = createI18n({ loadPath, resources: { en: { common: {} }, es: { common: {} } } });
    await second.ready;
    expect(second.i18n.language).toBe('ar');
  });
});
