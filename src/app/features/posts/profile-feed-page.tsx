import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../boot/app-context';
import { PostList } from './post-list';
import { postQueries } from './post-queries';
import { usePageParam } from '../../hooks/use-page-param';
import { useProfile } from '../../hooks/use-profile';

/** /{alias}: the creator's posts, newest first. */
export function ProfileFeedPage() {
  const { t } = useTranslation('posts');
  const { api } = useAppServices();
  const { creator } = useProfile();
  const [page, setPage] = usePageParam();
  const posts = useQuery({
    ...postQueries.byCreator(api, creator.id, page),
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
