import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEMO_BLOG_ID } from '../../sample/sample-news';
import { Icon } from '../../../components/icon';
import { CardSection } from '../../../components/section';
import { DetailsView } from '../components/details-view';
import { idParam } from '../components/id-param';
import { PageHead } from '../components/page-head';
import '../social.css';
import { useFormat } from '../../../hooks/use-format';
import { NewsList } from './news-list';
import { useNewsItem } from './use-feed';
import { paths } from '../../../config/paths';
import { useSampleText } from '../../sample/use-sample-text';

/** /feed/post-details: one blog post (`?id=`, the demo post 51 by default) and more to read. */
export function PostDetailsPage() {
  const { t } = useTranslation('social');
  const { t: ta } = useTranslation('app');
  const sampleText = useSampleText();
  const format = useFormat();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'), DEMO_BLOG_ID);
  const post = useNewsItem(id);
  const [liked, setLiked] = useState(false);
  return (
    <div className="page social-page">
      <PageHead title={post.data ? sampleText(post.data.title) : ta('pages.postDetails')} />
      <div className="social-columns">
        <DetailsView query={post} backTo={paths.templates.classic.href()} backLabel={t('news.back')}>
          {(data) => (
            <article className="card article">
              <p className="eyebrow">
                <span className={`badge tone-${data.categoryVariant}`}>{t(`categories.${data.category}`)}</span>{' '}
                <time dateTime={data.date}>{format.date(data.date)}</time>
              </p>
              <p className="article-body" dir="auto">
                {sampleText(data.description)}
              </p>
              <button
                type="button"
                className={`button${liked ? ' button-accent' : ''}`}
                aria-pressed={liked}
                onClick={() => setLiked((value) => !value)}
              >
                <Icon name="heart" size={18} />
                {liked ? t('news.liked') : t('news.like')}
              </button>
            </article>
          )}
        </DetailsView>
        <CardSection as="aside" className="social-aside" title={t('news.more')}>
          <NewsList exclude={id} limit={4} />
        </CardSection>
      </div>
    </div>
  );
}
