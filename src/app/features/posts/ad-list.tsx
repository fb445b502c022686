import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Ad } from '../../../core/contract/posts';
import { useAppServices } from '../../boot/app-context';
import { QueryView } from '../../components/status';
import { queryKeys } from '../../lib/query-keys';
import { houseAd, isAppLink } from './house-ads';
import { Section } from '../../components/section';

/** The sponsors beside the feed; external links open in a new tab without an opener, the app's own in the app. */
export function AdList() {
  const { t } = useTranslation('posts');
  const { api } = useAppServices();
  const ads = useQuery({ queryKey: queryKeys.ads, queryFn: () => api.posts.ads(), staleTime: 5 * 60_000 });
  return (
    <Section as="aside" className="card ad-list" title={t('ads.title')}>
      <QueryView query={ads} isEmpty={(list) => list.length === 0} empty={t('ads.empty')}>
        {(list) => (
          <ul>
            {list.map((ad) => (
              <li key={ad.id}>
                <AdLink ad={ad} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </Section>
  );
}

function AdLink({ ad }: { ad: Ad }) {
  const { t } = useTranslation('posts');
  const content = (title: string) => (
    <>
      <img src={ad.image} alt="" loading="lazy" />
      <span>{title}</span>
    </>
  );
  if (!isAppLink(ad.link)) {
    return (
      <a href={ad.link} target="_blank" rel="noopener noreferrer sponsored">
        {content(ad.title)}
      </a>
    );
  }
  const house = houseAd(ad.link);
  return <Link to={ad.link}>{content(house ? t(`ads.house.${house}`) : ad.title)}</Link>;
}
