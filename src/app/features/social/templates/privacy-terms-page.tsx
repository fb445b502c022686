import { useTranslation } from 'react-i18next';
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
      <nav aria-labelledby="privacy-contents" className="card">
        <h2 id="privacy-contents" className="card-title">
          {t('privacy.contents')}
        </h2>
        <ol>
          {sections.map((key) => (
            <li key={key}>
              <a href={`#privacy-${key}`}>{t(`privacy.sections.${key}.title`)}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((key) => (
        <section key={key} id={`privacy-${key}`} aria-labelledby={`privacy-${key}-title`} className="prose-section">
          <h2 id={`privacy-${key}-title`}>{t(`privacy.sections.${key}.title`)}</h2>
          <p>{t(`privacy.sections.${key}.text`)}</p>
        </section>
      ))}
    </article>
  );
}
