import { useTranslation } from 'react-i18next';
import { clientErrorText, isApiError } from '../../core/http/api-error';
import { tw } from '../styles/tw';
import { useWidget } from './widget-host';

/** A widget that cannot work says why, in place, instead of an empty box. */
export function InlineError({ message }: { message: string }) {
  return (
    <p
      role="alert"
      part="error"
      className={tw(
        'inline-block rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-900 dark:text-red-200 dark:border-red-800',
      )}
    >
      {message}
    </p>
  );
}

/**
 * Why the widget's creator could not be read, in the reader's language: a failure the client names
 * (network, timeout), a creator that is not there, else 'Something went wrong'. The `cuppa-error` event
 * keeps the API's English words for the site's developer.
 */
export function CreatorError({ error }: { error: Error }) {
  const { t } = useTranslation();
  const { attributes } = useWidget();
  const client = isApiError(error) ? clientErrorText(error) : null;
  let message = t('errors.generic');
  if (client) message = t(client.key, { status: client.status });
  else if (isApiError(error) && error.code === 'not_found')
    message = t('errors.noCreator', { alias: attributes.creator ?? '' });
  return <InlineError message={message} />;
}
