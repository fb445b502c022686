import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../boot/app-context';
import { QueryView } from '../../components/status';
import { useFormat } from '../../hooks/use-format';
import { useProfile } from '../../hooks/use-profile';
import { paths } from '../../config/paths';
import { queryKeys } from '../../lib/query-keys';
import { ProfileActivityGiven, usePostLabel } from './profile-activity-given';
import { Section } from '../../components/section';

const RECENT = 8;

/**
 * /{alias}/activity: the creator's latest posts with their likes and comments (locked ones say so), then
 * the comments and likes the creator gave.
 */
export function ProfileActivityTab() {
  const { t } = useTranslation('posts');
  const { t: tApp } = useTranslation('app');
  const { api } = useAppServices();
  const format = useFormat();
  const { creator } = useProfile();
  const label = usePostLabel();
  const recent = useQuery({
    queryKey: queryKeys.posts.activity(creator.id),
    queryFn: () => api.posts.list({ creator_id: creator.id, per_page: RECENT }),
  });
  return (
    <Section className="card profile-tab" title={tApp('pages.activity')}>
      <Section level={3} title={t('profile.activity.postsTitle')}>
        <QueryView
          query={recent}
          isEmpty={(data) => data.posts.length === 0}
          empty={t('profile.activity.none', { name: creator.first_name })}
        >
          {(data) => (
            <ol className="profile-activity">
              {data.posts.map((post) => (
                <li key={post.id}>
                  <Link to={paths.post.href(post.id)} dir="auto">
                    {label(post)}
                  </Link>
                  <span className="muted small">
                    <time dateTime={post.created_at}>{format.relative(post.created_at)}</time> ·{' '}
                    {t('profile.activity.likes', { count: post.likes })} ·{' '}
                    {t('profile.activity.comments', { count: post.comments_count })}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </QueryView>
      </Section>
      <ProfileActivityGiven />
    </Section>
  );
}
