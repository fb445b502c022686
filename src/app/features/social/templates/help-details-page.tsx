import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/status';
import { usePageTitle } from '../../../hooks/use-page-title';
import '../social.css';
import { helpTopics } from './help-topics';
import { paths } from '../../../config/paths';

/** /help/details: one help article (`?topic=`, tips by default) and whether it helped. */
export function HelpDetailsPage() {
  const { t } = useTranslation('social');
  const { t: ta } = useTranslation('app');
  const [params] = useSearchParams();
  const topic = helpTopics.find((candidate) => candidate.key === (params.get('topic') ?? 'tips'));
  const [answer, setAnswer] = useState<'yes' | 'no' | null>(null);
  const title = topic ? t(`help.topics.${topic.key}.title`) : ta('pages.helpDetails');
  usePageTitle(title);
  return (
    <div className="page social-page narrow">
      <nav aria-label={t('help.breadcrumb')} className="breadcrumb">
        <Link to={paths.templates.help.href()}>{ta('pages.help')}</Link> <span aria-hidden="true">›</span>{' '}
        <span>{title}</span>
      </nav>
      <h1>{title}</h1>
      {topic ? (
        <article className="card article">
          <p className="article-lead">{t(`help.topics.${topic.key}.summary`)}</p>
          <p>{t(`help.topics.${topic.key}.body`)}</p>
          <div className="helpful" role="group" aria-labelledby="helpful-q">
            {answer ? (
              <p role="status" className="success-line">
                {answer === 'yes' ? t('help.thanksYes') : t('help.thanksNo')}
              </p>
            ) : (
              <>
                <p id="helpful-q">{t('help.helpful')}</p>
                <div className="inline-actions">
                  <button type="button" className="button" onClick={() => setAnswer('yes')}>
                    {t('help.yes')}
                  </button>
                  <button type="button" className="button" onClick={() => setAnswer('no')}>
                    {t('help.no')}
                  </button>
                </div>
              </>
            )}
          </div>
        </article>
      ) : (
        <div className="card">
          <EmptyState>{t('common.notFound')}</EmptyState>
          <Link className="button" to={paths.templates.help.href()}>
            {t('help.back')}
          </Link>
        </div>
      )}
    </div>
  );
}
