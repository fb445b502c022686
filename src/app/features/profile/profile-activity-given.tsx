import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CreatorActivityResponse, Post } from '../../../core/contract/posts';
import { useAppServices } from '../../boot/app-context';
import { QueryView } from '../../components/status';
import { useFormat } from '../../hooks/use-format';
import { useProfile } from '../../hooks/use-profile';
import { paths } from '../../config/paths';
import { queryKeys } from '../../lib/query-keys';
import { Section } from '../../components/section';

/** Which post an entry points at: its words when the reader may see them, else what kind of post it is. */
export function usePostLabel() {
  const { t } = useTranslation('posts');
  return (post: Post) =>
    post.locked ? t('profile.activity.lockedPost') : post.text || t('profile.activity.mediaPost');
}

/** The activity tab's comments and likes the creator gave, from one call (the server's rows/activity.ts). */
export function ProfileActivityGiven() {
  const { t } = useTranslation('posts');
  const { api } = useAppServices();
  const { creator } = useProfile();
  const given = useQuery({
    queryKey: queryKeys.posts.given(creator.id),
    queryFn: () => api.creators.activity(creator.id),
  });
  return (
    <>
      <Section level={3} title={t('profile.activity.commentsTitle')}>
        <QueryView
          query={given}
          isEmpty={(data) => data.comments.length === 0}
          empty={t('profile.activity.noComments', { name: creator.first_name })}
        >
          {(data) => <GivenComments comments={data.comments} />}
        </QueryView>
      </Section>
      <Section level={3} title={t('profile.activity.likesTitle')}>
        <QueryView
          query={given}
          isEmpty={(data) => data.likes.length === 0}
          empty={t('profile.activity.noLikes', { name: creator.first_name })}
        >
          {(data) => <GivenLikes posts={data.likes} />}
        </QueryView>
      </Section>
    </>
  );
}

function GivenComments({ comments }: { comments: CreatorActivityResponse['comments'] }) {
  const { t } = useTranslation('posts');
  const format = useFormat();
  const label = usePostLabel();
  return (
    <ol className="profile-activity">
      {comments.map((entry) => (
        <li key={entry.id}>
          <span dir="auto">{entry.comment ?? t('profile.activity.lockedComment')}</span>
          <span className="muted small">
            <time dateTime={entry.created_at}>{format.relative(entry.created_at)}</time> ·{' '}
            {t('profile.activity.onPost', { name: entry.post.creator.first_name })}{' '}
            <Link to={paths.post.href(entry.post.id)} dir="auto">
              {label(entry.post)}
            </Link>
          </span>
        </li>
      ))}
    </ol>
  );
}

function GivenLikes({ posts }: { posts: Post[] }) {
  const { t } = useTranslation('posts');
  const label = usePostLabel();
  return (
    <ol className="profile-activity">
      {posts.map((post) => (
        <li key={post.id}>
          <Link to={paths.post.href(post.id)} dir="auto">
            {label(post)}
          </Link>
          <span className="muted small">{t('profile.activity.byName', { name: post.creator.first_name })}</span>
        </li>
      ))}
    </ol>
  );
}
