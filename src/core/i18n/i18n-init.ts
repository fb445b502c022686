import type { i18n, InitOptions } from 'i18next';
import { formatMoney } from '../money/format-money';
import { supportedLanguages } from './language-list';
import { namespaces, type Namespace } from './languages';
import { textAmounts } from './text-amounts';

/** SPEC.md section 9: 10 parallel reads, 5 retries from 350 ms doubling (5xx and no status retried). */
export const loaderPolicy = { maxParallelReads: 10, maxRetries: 5, retryTimeout: 350 } as const;

/**
 * What every i18next instance of ours starts with, the app's and the widgets'. `amounts` are the amounts
 * its texts name (text-amounts.ts), filled into every text.
 */
export function baseInit(
  ns: readonly Namespace[] = namespaces,
  amounts: Readonly<Record<string, number>> = textAmounts,
): InitOptions {
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
    interpolation: { escapeValue: false, defaultVariables: amounts },
    returnNull: false,
    react: { useSuspense: false },
  };
}

/**
 * `{{tipMin, dollars}}` in a text: the amount as the reader's language writes money (formatMoney), a
 * whole one without cents ('The minimum tip amount is $1', '‏1 US$'), the way the same screens write
 * the amounts they show. Added once an instance is initialised, as i18next's own formatters are.
 */
export function addDollarsFormat(instance: i18n): void {
  instance.services.formatter?.add('dollars', (value: number, lng: string | undefined) =>
    formatMoney(value, lng ?? 'en', { cents: 'ifAny' }),
  );
}
