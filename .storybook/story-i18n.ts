import ar from '../locales/ar/common.json';
import en from '../locales/en/common.json';
import es from '../locales/es/common.json';
import { createI18n } from '../src/core/i18n/create-i18n';

/** Stories read the real translation files, bundled, so nothing is fetched. */
export const { i18n: storyI18n } = createI18n({
  loadPath: '/locales/{{lng}}/{{ns}}.json',
  lng: 'en',
  resources: { en: { common: en }, es: { common: es }, ar: { common: ar } },
});
