import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { clientErrorText, isApiError } from '../../core/http/api-error';

/**
 * The one way the app words a failure: the reader's language for what the client names (network,
 * timeout, a bare status), the server's message for its own answers, `fallback` (or 'Something went
 * wrong') for anything else.
 */
export function useErrorText(): (error: unknown, fallback?: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (error, fallback) => {
      if (!isApiError(error)) return fallback ?? t('errors.generic');
      const client = clientErrorText(error);
      return client ? t(client.key, { status: client.status }) : error.message;
    },
    [t],
  );
}
