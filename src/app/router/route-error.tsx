import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../boot/app-context';
import { useLivePage } from '../boot/early-presses';
import { NotFoundPage } from '../components/not-found-page';

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Unable to preload CSS/i.test(
    message,
  );
}

/** SPEC.md: a router failure shows 'Unexpected Application Error!' with the status or message. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('app');
  const { config } = useAppServices();
  useLivePage();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (isChunkLoadError(error)) {
    return (
      <div className="page error-page" role="alert">
        <h1>{t('errors.unexpected')}</h1>
        <p>{t('errors.chunkFailed')}</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </button>
      </div>
    );
  }
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <div className="page error-page" role="alert">
      <h1>{t('errors.unexpected')}</h1>
      <p>
        <code>{detail}</code>
      </p>
      <a className="button" href={config.basePath}>
        {t('errors.goHome')}
      </a>
    </div>
  );
}
