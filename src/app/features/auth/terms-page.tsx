import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthFrame } from './auth-frame';
import { paths } from '../../config/paths';

export function TermsPage() {
  const { t } = useTranslation('app');
  const terms = t('auth.terms', { returnObjects: true }) as string[];
  return (
    <AuthFrame title={t('auth.termsTitle')} variant="basic">
      <ol className="terms">
        {terms.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ol>
      <p>
        <Link to={paths.auth.signUp.href()}>{t('auth.createAccount')}</Link>
      </p>
    </AuthFrame>
  );
}
