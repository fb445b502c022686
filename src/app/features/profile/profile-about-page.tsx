import { isCreatorPrice } from '../../../core/contract/creator-rule';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../hooks/use-format';
import { EmptyState } from '../../components/status';
import { useProfile } from '../../hooks/use-profile';
import { Section } from '../../components/section';

/** /{alias}/about: what the creator wrote about themselves, and the facts of their profile. */
export function ProfileAboutPage() {
  const { t } = useTranslation('posts');
  const format = useFormat();
  const { creator } = useProfile();
  const about = creator.about.trim();
  return (
    <Section className="card" title={t('profile.about')}>
      {about ? (
        <p className="about-text" dir="auto">
          {about}
        </p>
      ) : (
        <EmptyState>{t('profile.noAbout')}</EmptyState>
      )}
      <dl className="about-facts">
        <dt>{t('profile.postsLabel')}</dt>
        <dd>{creator.total_posts}</dd>
        {isCreatorPrice(creator.subscription_amount) ? (
          <>
            <dt>{t('profile.subscriptionLabel')}</dt>
            <dd>{t('profile.perMonth', { amount: format.money(creator.subscription_amount) })}</dd>
          </>
        ) : null}
      </dl>
    </Section>
  );
}
