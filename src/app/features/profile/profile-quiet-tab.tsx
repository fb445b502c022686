import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/status';
import { useProfile } from '../../hooks/use-profile';

/**
 * Connections, events and activity: SPEC.md lists these tabs but the API has no data for them, so they
 * say so plainly under the profile's one heading.
 */
export function ProfileQuietTab({ tab }: { tab: 'connections' | 'events' | 'activity' }) {
  const { t } = useTranslation('posts');
  const { t: tApp } = useTranslation('app');
  const { creator } = useProfile();
  return (
    <section className="card" aria-labelledby="quiet-title">
      <h2 id="quiet-title">{tApp(`pages.${tab}`)}</h2>
      <EmptyState>{t(`profile.quiet.${tab}`, { name: creator.first_name })}</EmptyState>
    </section>
  );
}
