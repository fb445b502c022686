import i18next, { type i18n, type Resource } from 'i18next';
import { createFetchBackend } from './fetch-backend';
import { addDollarsFormat, baseInit } from './i18n-init';
import { toSupportedLanguage, type Namespace } from './languages';

export interface CreateFixedI18nOptions {
  /** URL template of the translation files, e.g. `https://app.example/locales/{{lng}}/{{ns}}.json`. */
  loadPath: string;
  lng: string;
  ns: readonly Namespace[];
  /** Translations shipped in the bundle, used at once; other languages still load. */
  bundled?: Resource;
  /** Replaces global fetch for the translation files. */
  fetch?: typeof fetch;
}

/**
 * An isolated i18next instance in one given language, as a widget has: no detection and no
 * i18next-http-backend (create-i18n.ts has both, for the app), so a host page loads less before any
 * interaction. `ready` settles when the language is loaded (or has failed and fallen back).
 */
export function createFixedI18n(options: CreateFixedI18nOptions): { i18n: i18n; ready: Promise<unknown> } {
  const instance = i18next.createInstance();
  instance.use(createFetchBackend({ loadPath: options.loadPath, fetch: options.fetch }));
  const ready = instance
    .init({
      ...baseInit(options.ns),
      lng: toSupportedLanguage(options.lng) ?? 'en',
      ...(options.bundled ? { resources: options.bundled, partialBundledLanguages: true } : {}),
    })
    .catch((error: unknown) => error);
  addDollarsFormat(instance);
  return { i18n: instance, ready };
}
