import type { InitOptions } from 'i18next';
import { supportedLanguages } from './language-list';
import { namespaces, type Namespace } from './languages';

/** SPEC.md section 9: 10 parallel reads, 5 retries from 350 ms doubling (5xx and no status retried). */
export const loaderPolicy = { maxParallelReads: 10, maxRetries: 5, retryTimeout: 350 } as const;

/** What every i18next instance of ours starts with, the app's and the widgets'. */
export function baseInit(ns: readonly Namespace[] = namespaces): InitOptions {
  return {
    ...loaderPolicy,
    fallbackLng: 'en',
    supportedLngs: [...supportedLanguages],
    // A language arrives as one of the shipped tags (matchLanguage picked it): 'pt-BR' loads pt-BR/,
    // not a 'pt' folder that does not exist.
    load: 'currentOnly',
    ns: [...ns],
    defaultNS: 'common',
    // Values reach React text nodes only, which escape them already.
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  };
}
