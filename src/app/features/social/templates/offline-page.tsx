import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../hooks/use-page-title';
import '../social.css';
import { paths } from '../../../config/paths';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** /offline: what to do without a connection; it notices when the connection comes back. */
export function OfflinePage() {
  const { t } = useTranslation('social');
  const { t: ta } = useTranslation('app');
  const online = useSyncExternalStore(subscribe, () => navigator.onLine);
  usePageTitle(ta('pages.offline'));
  return (
    <div className="page centered-page">
      <p className="big-code" aria-hidden="true">
        ☕
      </p>
      <h1>{ta('pages.offline')}</h1>
      <p>{t('offline.text')}</p>
      <p className={online ? 'success-line' : 'muted'} role="status">
        {online ? t('offline.backOnline') : t('offline.stillOffline')}
      </p>
      <ul className="offline-tips">
        <li>{t('offline.tips.wifi')}</li>
        <li>{t('offline.tips.airplane')}</li>
        <li>{t('offline.tips.later')}</li>
      </ul>
      <div className="inline-actions centered">
        <button type="button" className="button button-accent" onClick={() => window.location.reload()}>
          {t('offline.retry')}
        </button>
        <Link className="button" to={paths.root.href()}>
          {t('offline.home')}
        </Link>
      </div>
    </div>
  );
}
