import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { WithAuthor } from '../../sample/sample-api';
import type { SampleVideo } from '../../sample/sample-types';
import { Avatar } from '../../../components/avatar';
import { compactCount } from '../../../hooks/use-format';
import { useSampleText } from '../../sample/use-sample-text';

export function VideoCard({ video, to }: { video: WithAuthor<SampleVideo>; to: string }) {
  const { t } = useTranslation('social');
  const sampleText = useSampleText();
  return (
    <article className="card media-card">
      <div className="media-frame">
        <img src={video.image} alt="" loading="lazy" />
        <span className="media-label media-label-end">
          <span className="visually-hidden">{t('videos.duration')} </span>
          {video.time}
        </span>
      </div>
      <div className="media-body">
        <h2 className="card-title">
          <Link to={to} dir="auto">
            {sampleText(video.title)}
          </Link>
        </h2>
        <p className="person small">
          <Avatar person={{ image: video.author.avatar, name: video.author.name }} size={28} />
          <span>
            {video.author.name} · {t('videos.views', { count: video.views, ...compactCount })}
          </span>
        </p>
      </div>
    </article>
  );
}
