import arApp from '../locales/ar/app.json';
import ar from '../locales/ar/common.json';
import enApp from '../locales/en/app.json';
import en from '../locales/en/common.json';
import esApp from '../locales/es/app.json';
import es from '../locales/es/common.json';
import { createI18n } from '../src/core/i18n/create-i18n';

/** Stories read the real translation files, bundled, so nothing is fetched; the app's frames need `app` too. */
export const { i18n: storyI18n } = createI18n({
  loadPath: '/locales/{{lng}}/{{ns}}.json',
  lng: 'en',
  ns: ['common', 'app'],
  resources: {
    en: { common: en, app: enApp },
    es: { common: es, app: esApp },
    ar: { common: ar, app: arApp },
  },
});
