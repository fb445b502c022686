import { useTranslation } from 'react-i18next';
import { CardSection } from '../../../components/section';
import { usePageTitle } from '../../../hooks/use-page-title';
import '../social.css';

const sections = ['data', 'payments', 'cookies', 'rights', 'contact'] as const;

/** /privacy-terms: what Cuppa keeps, why, and the reader's rights. */
export function PrivacyTermsPage() {
  const { t } = useTranslation('social');
  const { t: ta } = useTranslation('app');
  usePageTitle(ta('pages.privacyTerms'));
  return (
    <article className="page social-page narrow">
      <h1>{ta('pages.privacyTerms')}</h1>
      <p className="muted">{t('privacy.lead')}</p>
      <CardSection as="nav" title={t('privacy.contents')}>
        <ol>
          {sections.map((key) => (
            <li key={key}>
              <a href={`#privacy-${key}`}>{t(`privacy.sections.${key}.title`)}</a>
            </li>
          ))}
        </ol>
      </CardSection>
      {sections.map((key) => (
        <section key={key} id={`privacy-${key}`} aria-labelledby={`privacy-${key}-title`} className="prose-section">
          <h2 id={`privacy-${key}-title`}>{t(`privacy.sections.${key}.title`)}</h2>
          <p>{t(`privacy.sections.${key}.text`)}</p>
        </section>
      ))}
    </article>
  );
}
