import type { Resource } from 'i18next';
import { createI18n } from '../src/core/i18n/create-i18n';

/** Every language's `common` and `app` files: a shipped language is a story language too. */
const files = import.meta.glob<Record<string, unknown>>('../locales/*/{common,app}.json', {
  eager: true,
  import: 'default',
});
const resources: Resource = {};
for (const [path, texts] of Object.entries(files)) {
  const [, lng = '', ns = ''] = /locales\/([^/]+)\/(\w+)\.json$/.exec(path) ?? [];
  (resources[lng] ??= {})[ns] = texts;
}

/** Stories read the real translation files, bundled, so nothing is fetched; the app's frames need `app` too. */
export const { i18n: storyI18n } = createI18n({
  loadPath: '/locales/{{lng}}/{{ns}}.json',
  lng: 'en',
  ns: ['common', 'app'],
  resources,
});
