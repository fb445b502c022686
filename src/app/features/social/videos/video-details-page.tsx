import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/status';
import { CardSection } from '../../../components/section';
import { AuthorLine } from '../components/author-line';
import { DetailsView } from '../components/details-view';
import { idParam } from '../components/id-param';
import { PageHead } from '../components/page-head';
import '../social.css';
import { FIRST_VIDEO_ID, useVideo, useVideos } from './use-videos';
import { VideoPlayer } from './video-player';
import { paths } from '../../../config/paths';
import { useSampleText } from '../../sample/use-sample-text';

/**
 * /feed/videos/details and /feed/post-videos/details: one video (`?id=`, the first by default), its
 * author and what to watch next. `list` is the list the page belongs to.
 */
export function VideoDetailsPage({ list: listKey }: { list: 'videos' | 'postVideos' }) {
  const base = paths.feed[listKey].href();
  const details = listKey === 'videos' ? paths.feed.videoDetails : paths.feed.postVideoDetails;
  const { t } = useTranslation('social');
  const { t: ta } = useTranslation('app');
  const sampleText = useSampleText();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'), FIRST_VIDEO_ID);
  const video = useVideo(id);
  const videos = useVideos();
  const fallbackTitle = listKey === 'videos' ? ta('pages.videoDetails') : ta('pages.postVideoDetails');

  return (
    <div className="page social-page">
      <PageHead title={video.data ? sampleText(video.data.title) : fallbackTitle} />
      <div className="social-columns">
        <DetailsView query={video} backTo={base} backLabel={t('videos.back')}>
          {(data) => (
            <article className="details">
              <VideoPlayer video={data} />
              <div className="details-head">
                <AuthorLine author={data.author} />
                <p className="muted">{t('videos.views', { count: data.views })}</p>
              </div>
            </article>
          )}
        </DetailsView>
        <CardSection as="aside" className="social-aside" title={t('videos.upNext')}>
          <QueryView query={videos}>
            {(list) => (
              <ul className="compact-list">
                {list
                  .filter((item) => item.id !== id)
                  .map((item) => (
                    <li key={item.id}>
                      <Link to={details.href({ id: item.id })} className="compact-item">
                        <img src={item.image} alt="" width={96} height={54} loading="lazy" />
                        <span>
                          <span className="compact-title">{sampleText(item.title)}</span>
                          <span className="muted small">
                            {item.author.name} · {item.time}
                          </span>
                        </span>
                      </Link>
                    </li>
                  ))}
              </ul>
            )}
          </QueryView>
        </CardSection>
      </div>
    </div>
  );
}
