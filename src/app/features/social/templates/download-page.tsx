import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../hooks/use-page-title';
import { Icon } from '../../../components/icon';
import '../social.css';
import { paths } from '../../../config/paths';

/** /download: the web app works today and installs from the browser; store apps are on their way. */
export function DownloadPage() {
  const { t } = useTranslation('social');
  const { t: ta } = useTranslation('app');
  usePageTitle(ta('pages.download'));
  return (
    <div className="page social-page narrow">
      <header className="social-head">
        <div>
          <h1>{ta('pages.download')}</h1>
          <p className="muted social-lead">{t('download.lead')}</p>
        </div>
      </header>
      <div className="feature-grid">
        <section className="card" aria-labelledby="dl-web">
          <span className="feature-icon">
            <Icon name="globe" size={24} />
          </span>
          <h2 id="dl-web" className="card-title">
            {t('download.web')}
          </h2>
          <p className="muted">{t('download.webText')}</p>
          <Link className="button button-accent" to={paths.root.href()}>
            {t('download.openWeb')}
          </Link>
        </section>
        <section className="card" aria-labelledby="dl-android">
          <span className="feature-icon">
            <Icon name="plus" size={24} />
          </span>
          <h2 id="dl-android" className="card-title">
            {t('download.android')} <span className="badge">{ta('nav.comingSoon')}</span>
          </h2>
          <p className="muted">{t('download.storeText')}</p>
        </section>
        <section className="card" aria-labelledby="dl-ios">
          <span className="feature-icon">
            <Icon name="star" size={24} />
          </span>
          <h2 id="dl-ios" className="card-title">
            {t('download.ios')} <span className="badge">{ta('nav.comingSoon')}</span>
          </h2>
          <p className="muted">{t('download.storeText')}</p>
        </section>
      </div>
      <section className="card" aria-labelledby="dl-install">
        <h2 id="dl-install" className="card-title">
          {t('download.installTitle')}
        </h2>
        <ol className="steps">
          <li>{t('download.steps.open')}</li>
          <li>{t('download.steps.menu')}</li>
          <li>{t('download.steps.add')}</li>
        </ol>
      </section>
    </div>
  );
}
