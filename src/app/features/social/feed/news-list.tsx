import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/status';
import { useFormat } from '../../../hooks/use-format';
import { useNews } from './use-feed';
import { paths } from '../../../config/paths';
import { useSampleText } from '../../sample/use-sample-text';

/** The latest news, each linking to its post (`/feed/post-details?id=`). */
export function NewsList({ exclude, limit }: { exclude?: number; limit?: number }) {
  const { t } = useTranslation('social');
  const sampleText = useSampleText();
  const format = useFormat();
  const news = useNews();
  return (
    <QueryView query={news} isEmpty={(list) => list.length === 0} empty={t('news.empty')}>
      {(list) => (
        <ul className="news-list">
          {list
            .filter((item) => item.id !== exclude)
            .slice(0, limit)
            .map((item) => (
              <li key={item.id}>
                <span className={`badge tone-${item.categoryVariant}`}>{t(`categories.${item.category}`)}</span>
                <Link to={paths.feed.postDetails.href({ id: item.id })} className="news-title" dir="auto">
                  {sampleText(item.title)}
                </Link>
                <time className="muted small" dateTime={item.date}>
                  {format.relative(item.date)}
                </time>
              </li>
            ))}
        </ul>
      )}
    </QueryView>
  );
}
