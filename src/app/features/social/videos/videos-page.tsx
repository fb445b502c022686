import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/status';
import { PageHead } from '../components/page-head';
import '../social.css';
import { VideoCard } from './video-card';
import { useVideos } from './use-videos';
import { paths } from '../../../config/paths';

export function VideosPage() {
  const { t } = useTranslation('social');
  const { t: ta } = useTranslation('app');
  const videos = useVideos();
  return (
    <div className="page social-page">
      <PageHead title={ta('pages.videos')} lead={t('videos.lead')} />
      <QueryView query={videos} isEmpty={(list) => list.length === 0} empty={t('videos.empty')}>
        {(list) => (
          <div className="card-grid">
            {list.map((video) => (
              <VideoCard key={video.id} video={video} to={paths.feed.videoDetails.href({ id: video.id })} />
            ))}
          </div>
        )}
      </QueryView>
    </div>
  );
}
