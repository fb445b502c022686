import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/status';
import { AuthorLine } from '../components/author-line';
import { PageHead } from '../components/page-head';
import '../social.css';
import { useVideos } from './use-videos';
import { paths } from '../../../config/paths';
import { useSampleText } from '../../sample/use-sample-text';

/** /feed/post-videos: the feed's posts that carry a video. */
export function PostVideosPage() {
  const { t } = useTranslation('social');
  const { t: ta } = useTranslation('app');
  const sampleText = useSampleText();
  const videos = useVideos();
  return (
    <div className="page social-page">
      <PageHead title={ta('pages.postVideos')} lead={t('videos.postsLead')} />
      <QueryView query={videos} isEmpty={(list) => list.length === 0} empty={t('videos.empty')}>
        {(list) => (
          <div className="feed">
            {list.map((video) => (
              <article key={video.id} className="card feed-post">
                <AuthorLine as="header" author={video.author} />
                <h2 className="card-title">
                  <Link to={paths.feed.postVideoDetails.href({ id: video.id })}>{sampleText(video.title)}</Link>
                </h2>
                <Link
                  to={paths.feed.postVideoDetails.href({ id: video.id })}
                  className="media-frame"
                  tabIndex={-1}
                  aria-hidden="true"
                >
                  <img src={video.image} alt="" loading="lazy" />
                  <span className="play-mark" />
                  <span className="media-label media-label-end">{video.time}</span>
                </Link>
                <p className="muted small">{t('videos.views', { count: video.views })}</p>
              </article>
            ))}
          </div>
        )}
      </QueryView>
    </div>
  );
}
