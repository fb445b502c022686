import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/status';
import { usePageTitle } from '../../../hooks/use-page-title';
import { CardSection } from '../../../components/section';
import { FeatureCard } from '../components/feature-card';
import '../social.css';
import { helpTopics } from './help-topics';
import { paths } from '../../../config/paths';

const faq = ['fees', 'refund', 'withdraw'] as const;

/** /help: topics to browse or search, and the questions asked most. */
export function HelpPage() {
  const { t } = useTranslation('social');
  const { t: ta } = useTranslation('app');
  usePageTitle(ta('pages.help'));
  const [query, setQuery] = useState('');
  const searchId = useId();
  const needle = query.trim().toLocaleLowerCase();
  const found = helpTopics.filter(
    (topic) =>
      !needle ||
      `${t(`help.topics.${topic.key}.title`)} ${t(`help.topics.${topic.key}.summary`)}`
        .toLocaleLowerCase()
        .includes(needle),
  );
  return (
    <div className="page social-page">
      <header className="help-hero">
        <h1>{ta('pages.help')}</h1>
        <p className="muted">{t('help.lead')}</p>
        <div className="field help-search" role="search">
          <label htmlFor={searchId} className="visually-hidden">
            {t('help.search')}
          </label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('help.search')}
          />
        </div>
      </header>
      <p className="visually-hidden" role="status">
        {t('help.results', { count: found.length })}
      </p>
      {found.length === 0 ? (
        <EmptyState>{t('help.noResults')}</EmptyState>
      ) : (
        <ul className="feature-grid">
          {found.map((topic) => (
            <FeatureCard
              key={topic.key}
              icon={topic.icon}
              title={
                <Link to={paths.templates.helpDetails.href({ topic: topic.key })}>
                  {t(`help.topics.${topic.key}.title`)}
                </Link>
              }
            >
              <p className="muted">{t(`help.topics.${topic.key}.summary`)}</p>
            </FeatureCard>
          ))}
        </ul>
      )}
      <CardSection title={t('help.faqTitle')}>
        {faq.map((key) => (
          <details key={key} className="faq">
            <summary>{t(`help.faq.${key}.q`)}</summary>
            <p>{t(`help.faq.${key}.a`)}</p>
          </details>
        ))}
      </CardSection>
    </div>
  );
}
