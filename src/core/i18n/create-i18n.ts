import i18next, { type i18n, type InitOptions, type Resource } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend, { type HttpBackendOptions } from 'i18next-http-backend';
import { appTextAmounts } from './app-text-amounts';
import { addDollarsFormat, baseInit } from './i18n-init';
import { toSupportedLanguage, type Language, type Namespace } from './languages';

export { loaderPolicy } from './i18n-init';

export interface CreateI18nOptions {
  /** URL template of the translation files, e.g. `https://app.example/locales/{{lng}}/{{ns}}.json`. */
  loadPath: string;
  /** A fixed language (widgets, tests). Without it the app's detection order applies. */
  lng?: string;
  /**
   * The language to start in while the app's detection still applies (and stores a later choice): the
   * one a server-rendered page was rendered in, so hydration meets the same texts.
   */
  startLng?: string;
  /** Translations already at hand (stories, tests); nothing is fetched for them. */
  resources?: Resource;
  /** Translations shipped in the bundle, used at once; other languages still load (widgets ship English). */
  bundled?: Resource;
  /** Replaces global fetch for the translation files. */
  fetch?: typeof fetch;
  /** The namespaces to load (default: all); widgets need only 'common'. */
  ns?: readonly Namespace[];
}

/** SPEC.md section 9: query `lng`, cookie, local storage, session storage, browser, `<html lang>`. */
export const appDetection = {
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
  lookupQuerystring: 'lng',
  lookupCookie: 'i18next',
  lookupLocalStorage: 'i18nextLng',
  lookupSessionStorage: 'i18nextLng',
  // The cookie too, so the app server renders a page in the language the member chose.
  caches: ['localStorage', 'cookie'],
  cookieOptions: { path: '/', sameSite: 'lax' as const },
  // Every candidate as the shipped tag that serves it ('pt' asks for pt-BR), so i18next picks by our rule.
  convertDetectedLanguage: (tag: string) => toSupportedLanguage(tag) ?? tag,
};

/**
 * The language the app's detection picks in this browser, without starting i18next: a page the server
 * rendered in another language (it cannot read local storage) is rendered again here, not hydrated.
 */
export function detectAppLanguage(): Language {
  // With languageUtils the detector hands back every candidate in order; the first we ship wins.
  const detector = new LanguageDetector(
    { languageUtils: { getBestMatchFromCodes: (codes: string[]) => codes } } as never,
    appDetection,
  );
  const found: unknown = detector.detect();
  for (const candidate of [found].flat()) {
    const language = toSupportedLanguage(typeof candidate === 'string' ? candidate : null);
    if (language) return language;
  }
  return 'en';
}

/**
 * An isolated i18next instance: a widget never touches the host page's i18next.
 * Init starts at once; `ready` settles when the first language is loaded (or has failed and fallen back).
 */
export function createI18n(options: CreateI18nOptions): { i18n: i18n; ready: Promise<unknown> } {
  const instance = i18next.createInstance();
  const backend: HttpBackendOptions = {
    loadPath: options.loadPath,
    ...(options.fetch ? { alternateFetch: options.fetch } : {}),
  };
  const init: InitOptions<HttpBackendOptions> = {
    ...baseInit(options.ns, appTextAmounts),
    backend,
    ...(options.lng ? { lng: toSupportedLanguage(options.lng) ?? 'en' } : { detection: appDetection }),
    ...(!options.lng && options.startLng ? { lng: toSupportedLanguage(options.startLng) ?? 'en' } : {}),
    ...(options.resources ? { resources: options.resources } : {}),
    ...(options.bundled ? { resources: options.bundled, partialBundledLanguages: true } : {}),
  };
  if (!options.resources) instance.use(HttpBackend);
  if (!options.lng) instance.use(LanguageDetector);
  const ready = instance.init(init).catch((error: unknown) => error);
  addDollarsFormat(instance);
  return { i18n: instance, ready };
}
