import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../boot/app-context';
import { POSTS_PAGE_SIZE, PostList } from './post-list';
import { usePageParam } from '../../hooks/use-page-param';
import { useProfile } from '../../hooks/use-profile';
import { queryKeys } from '../../lib/query-keys';

/** /{alias}: the creator's posts, newest first. */
export function ProfileFeedPage() {
  const { t } = useTranslation('posts');
  const { api } = useAppServices();
  const { creator } = useProfile();
  const [page, setPage] = usePageParam();
  const posts = useQuery({
    queryKey: queryKeys.posts.byCreator(creator.id, page),
    queryFn: () => api.posts.list({ creator_id: creator.id, page, per_page: POSTS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  return (
    <section aria-labelledby="feed-title">
      <h2 id="feed-title" className="visually-hidden">
        {t('profile.feed')}
      </h2>
      <PostList query={posts} page={page} onPage={setPage} empty={t('profile.noPosts')} />
    </section>
  );
}
