import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../boot/app-context';
import { QueryView } from '../../components/status';
import { queryKeys } from '../../lib/query-keys';

/** The sponsors beside the feed; external links open in a new tab without an opener. */
export function AdList() {
  const { t } = useTranslation('posts');
  const { api } = useAppServices();
  const ads = useQuery({ queryKey: queryKeys.ads, queryFn: () => api.posts.ads(), staleTime: 5 * 60_000 });
  return (
    <aside className="card ad-list" aria-labelledby="ads-title">
      <h2 id="ads-title">{t('ads.title')}</h2>
      <QueryView query={ads} isEmpty={(list) => list.length === 0} empty={t('ads.empty')}>
        {(list) => (
          <ul>
            {list.map((ad) => (
              <li key={ad.id}>
                <a href={ad.link} target="_blank" rel="noopener noreferrer sponsored">
                  <img src={ad.image} alt="" loading="lazy" />
                  <span>{ad.title}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </aside>
  );
}
