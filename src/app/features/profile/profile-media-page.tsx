import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../boot/app-context';
import { Pager, usePageInRange } from '../../components/pager';
import { QueryView } from '../../components/status';
import { usePageParam } from '../../hooks/use-page-param';
import { useProfile } from '../../hooks/use-profile';
import { paths } from '../../config/paths';
import { queryKeys } from '../../lib/query-keys';
import { Section } from '../../components/section';
import { usePageQuery } from '../../hooks/use-page-query';

const PAGE_SIZE = 12;

/** /{alias}/media (photos) and /{alias}/videos: a grid from the creator media call; locked posts stay locked. */
export function ProfileMediaPage({ type }: { type: 'photo' | 'video' }) {
  const { t } = useTranslation('posts');
  const { api } = useAppServices();
  const { creator } = useProfile();
  const [page, setPage] = usePageParam();
  const media = usePageInRange(
    usePageQuery(queryKeys.posts.media(creator.id, type, page), () =>
      api.creators.media(creator.id, { type, page, per_page: PAGE_SIZE }),
    ),
    { page, pageSize: PAGE_SIZE, total: (data) => data.total, onPage: setPage },
  );
  const wanted = type === 'photo' ? 'image' : 'video';
  return (
    <Section title={type === 'photo' ? t('media.photos') : t('media.videos')}>
      <QueryView
        query={media}
        isEmpty={(data) => data.posts.length === 0}
        empty={type === 'photo' ? t('media.noPhotos') : t('media.noVideos')}
      >
        {(data) => (
          <>
            <ul className="media-grid">
              {data.posts.flatMap((post) =>
                post.locked
                  ? [
                      <li key={`locked-${post.id}`}>
                        <Link to={paths.post.href(post.id)} className="media-tile media-locked">
                          <span>{t('media.locked')}</span>
                          <span className="muted">{t('post.mediaCount', { count: post.media_count })}</span>
                        </Link>
                      </li>,
                    ]
                  : post.media
                      .filter((item) => item.type === wanted)
                      .map((item) => (
                        <li key={`${post.id}-${item.url}`}>
                          <Link to={paths.post.href(post.id)} className="media-tile">
                            {item.type === 'image' ? (
                              <img src={item.url} alt={t('media.fromPost', { text: post.text ?? '' })} loading="lazy" />
                            ) : (
                              <video src={item.url} preload="metadata" muted aria-label={post.text ?? ''} />
                            )}
                          </Link>
                        </li>
                      )),
              )}
            </ul>
            <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} />
          </>
        )}
      </QueryView>
    </Section>
  );
}

export function ProfilePhotosPage() {
  return <ProfileMediaPage type="photo" />;
}

export function ProfileVideosPage() {
  return <ProfileMediaPage type="video" />;
}
