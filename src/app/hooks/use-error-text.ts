import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { apiMessageKey } from '../../core/i18n/api-message-key';
import { errorText } from '../../core/i18n/error-text';

/**
 * The one way the app words a failure, in the reader's language (core/i18n/error-text.ts): what the
 * client names (network, timeout, a bare status), the API's sentences and rules, else its code's text;
 * an English reader reads the API's own words for a sentence the catalogue lacks. `fallback` (or
 * 'Something went wrong') for anything that is no API error.
 */
export function useErrorText(): (error: unknown, fallback?: string) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (error, fallback) => {
      const { key, values, english } = errorText(error);
      if (key === 'errors.generic' && fallback) return fallback;
      if (english && i18n.resolvedLanguage === 'en') return english;
      // Keys of the API's codes hold '_', which i18next's key types read as a context: the test of
      // api-message-key.ts holds every key the catalogue and the codes need.
      return t(key as never, values);
    },
    [t, i18n],
  );
}

/**
 * A sentence the API said that is no failure (a password reset on its way, a deposit credited), in the
 * reader's words; as the API wrote it when its catalogue lacks it. `values` replace what the sentence
 * carried (an amount the app writes in the reader's own way).
 */
export function useApiText(): (message: string, values?: Record<string, string>) => string {
  const { t } = useTranslation();
  return useCallback(
    (message, values) => {
      const said = apiMessageKey(message);
      return said ? t(said.key as never, { ...said.values, ...values }) : message;
    },
    [t],
  );
}
