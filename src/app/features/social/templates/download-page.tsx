import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { IconName } from '../../../components/icon';
import { CardSection } from '../../../components/section';
import { FeatureCard } from '../components/feature-card';
import { PageHead } from '../components/page-head';
import '../social.css';
import { paths } from '../../../config/paths';

/** The app stores, where the app is not yet. */
const stores: { key: 'android' | 'ios'; icon: IconName }[] = [
  { key: 'android', icon: 'plus' },
  { key: 'ios', icon: 'star' },
];

/** /download: the web app works today and installs from the browser; store apps are on their way. */
export function DownloadPage() {
  const { t } = useTranslation('social');
  const { t: ta } = useTranslation('app');
  return (
    <div className="page social-page narrow">
      <PageHead title={ta('pages.download')} lead={t('download.lead')} sample={false} />
      <div className="feature-grid">
        <FeatureCard as="section" icon="globe" title={t('download.web')}>
          <p className="muted">{t('download.webText')}</p>
          <Link className="button button-accent" to={paths.root.href()}>
            {t('download.openWeb')}
          </Link>
        </FeatureCard>
        {stores.map((store) => (
          <FeatureCard
            key={store.key}
            as="section"
            icon={store.icon}
            title={
              <>
                {t(`download.${store.key}`)} <span className="badge">{ta('nav.comingSoon')}</span>
              </>
            }
          >
            <p className="muted">{t('download.storeText')}</p>
          </FeatureCard>
        ))}
      </div>
      <CardSection title={t('download.installTitle')}>
        <ol className="steps">
          <li>{t('download.steps.open')}</li>
          <li>{t('download.steps.menu')}</li>
          <li>{t('download.steps.add')}</li>
        </ol>
      </CardSection>
    </div>
  );
}
