import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../boot/app-context';
import { usePageTitle } from '../../hooks/use-page-title';
import { useSession } from '../../hooks/use-session';
import { CreatorChecklist } from '../../components/creator-checklist';
import { AdList } from './ad-list';
import { PostComposer } from './post-composer';
import { PostList } from './post-list';
import { postQueries } from './post-queries';
import { usePageParam } from '../../hooks/use-page-param';
import { useRequireSignIn } from '../../hooks/use-require-sign-in';
import '../../styles/posts.css';
import { paths } from '../../config/paths';
import { isCreator } from '../../utils/roles';

/** '/' and '/home': everyone's posts, or only those of the creators I subscribe to. */
export function HomePage() {
  const { t } = useTranslation('posts');
  const { t: tApp } = useTranslation('app');
  usePageTitle(tApp('pages.home'));
  const { api } = useAppServices();
  const { user, signedIn } = useSession();
  const requireSignIn = useRequireSignIn();
  const [params, setParams] = useSearchParams();
  const subscriptions = signedIn && params.get('filter') === 'subscriptions';
  const [page, setPage] = usePageParam();
  const posts = useQuery({
    ...postQueries.feed(api, { subscriptions, page }),
    placeholderData: keepPreviousData,
  });
  const creator = !!user && isCreator(user);

  function showFilter(next: 'all' | 'subscriptions') {
    if (next === 'subscriptions' && !requireSignIn('/?filter=subscriptions')) return;
    setParams(next === 'subscriptions' ? { filter: 'subscriptions' } : {});
  }

  return (
    <div className="page home-page">
      <h1>{tApp('pages.home')}</h1>
      <div className="home-columns">
        <div className="home-feed">
          {creator ? <CreatorChecklist /> : null}
          {creator ? <PostComposer /> : null}
          <div className="feed-filter" role="group" aria-label={t('feed.filterLabel')}>
            <button type="button" className="chip" aria-pressed={!subscriptions} onClick={() => showFilter('all')}>
              {t('feed.all')}
            </button>
            <button
              type="button"
              className="chip"
              aria-pressed={subscriptions}
              onClick={() => showFilter('subscriptions')}
            >
              {t('feed.subscriptions')}
            </button>
          </div>
          <PostList
            query={posts}
            page={page}
            onPage={setPage}
            empty={
              subscriptions ? (
                <span>
                  {t('feed.emptySubscriptions')} <Link to={paths.creators.href()}>{t('feed.findCreators')}</Link>
                </span>
              ) : (
                t('feed.empty')
              )
            }
          />
        </div>
        <AdList />
      </div>
    </div>
  );
}
