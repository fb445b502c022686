import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/status';
import { Icon } from '../../../components/icon';
import { PageHead } from '../components/page-head';
import '../social.css';
import { compactCount, useFormat } from '../../../hooks/use-format';
import { useAlbums } from './use-feed';
import { useSampleText } from '../../sample/use-sample-text';

export function AlbumsPage() {
  const { t } = useTranslation('social');
  const { t: ta } = useTranslation('app');
  const sampleText = useSampleText();
  const format = useFormat();
  const albums = useAlbums();
  return (
    <div className="page social-page">
      <PageHead title={ta('pages.albums')} lead={t('albums.lead')} />
      <QueryView query={albums} isEmpty={(list) => list.length === 0} empty={t('albums.empty')}>
        {(list) => (
          <div className="card-grid">
            {list.map((album) => (
              <article key={album.id} className="card media-card">
                <div className="media-frame album-frame">
                  <img src={album.image} alt="" loading="lazy" />
                  <span className="media-label media-label-end">{t('albums.photos', { count: album.count })}</span>
                </div>
                <div className="media-body">
                  <h2 className="card-title">{sampleText(album.title)}</h2>
                  <p className="muted small">
                    <time dateTime={album.time}>{format.date(album.time)}</time>
                  </p>
                  <ul className="stat-row">
                    <li className="icon-line">
                      <Icon name="heart" size={16} />
                      {t('albums.likes', { count: album.likes, ...compactCount })}
                    </li>
                    <li className="icon-line">
                      <Icon name="chat" size={16} />
                      {t('albums.comments', { count: album.comments, ...compactCount })}
                    </li>
                  </ul>
                </div>
              </article>
            ))}
          </div>
        )}
      </QueryView>
    </div>
  );
}
