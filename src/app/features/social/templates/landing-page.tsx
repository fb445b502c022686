import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useSession } from '../../../hooks/use-session';
import { Icon, type IconName } from '../../../components/icon';
import { DEMO_EVENT_ID } from '../../sample/sample-events';
import { DEMO_GROUP_ID } from '../../sample/sample-groups';
import { DEMO_BLOG_ID } from '../../sample/sample-news';
import { FeatureCard } from '../components/feature-card';
import '../social.css';
import { paths } from '../../../config/paths';

const features: { key: 'tips' | 'subscriptions' | 'wallet'; icon: IconName }[] = [
  { key: 'tips', icon: 'heart' },
  { key: 'subscriptions', icon: 'star' },
  { key: 'wallet', icon: 'wallet' },
];

const demos: { key: 'demoEvent' | 'demoGroup' | 'demoBlog'; icon: IconName; to: string }[] = [
  { key: 'demoEvent', icon: 'clock', to: paths.feed.event.href(DEMO_EVENT_ID) },
  { key: 'demoGroup', icon: 'users', to: paths.feed.group.href(DEMO_GROUP_ID) },
  { key: 'demoBlog', icon: 'list', to: paths.feed.postDetails.href({ id: DEMO_BLOG_ID }) },
];

/** /landing: what Cuppa is, for a first-time visitor, and where to go next. */
export function LandingPage() {
  const { t } = useTranslation('social');
  const { t: ta } = useTranslation('app');
  const { signedIn } = useSession();
  usePageTitle(ta('pages.landing'));
  return (
    <div className="page social-page landing">
      <section className="landing-hero">
        <h1>{t('landing.title')}</h1>
        <p className="landing-lead">{t('landing.lead')}</p>
        <div className="inline-actions">
          <Link className="button button-accent" to={signedIn ? paths.home.href() : paths.auth.signUp.href()}>
            {signedIn ? t('landing.openFeed') : t('landing.start')}
          </Link>
          <Link className="button" to={paths.creators.href()}>
            {t('landing.explore')}
          </Link>
        </div>
      </section>
      <ul className="feature-grid">
        {features.map((feature) => (
          <FeatureCard key={feature.key} icon={feature.icon} title={t(`landing.features.${feature.key}.title`)}>
            <p className="muted">{t(`landing.features.${feature.key}.text`)}</p>
          </FeatureCard>
        ))}
      </ul>
      <section aria-labelledby="landing-happening">
        <h2 id="landing-happening">
          {t('landing.happening')}{' '}
          <span className="badge sample-badge" title={t('sample.explain')}>
            {t('sample.badge')}
          </span>
        </h2>
        <ul className="link-cards">
          {demos.map((demo) => (
            <li key={demo.key}>
              <Link className="card link-card" to={demo.to}>
                <Icon name={demo.icon} />
                {t(`landing.${demo.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
