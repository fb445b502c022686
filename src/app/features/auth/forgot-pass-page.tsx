import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthFrame, type AuthVariant } from './auth-frame';
import { ForgotPassForm } from './forgot-pass-form';
import { paths } from '../../config/paths';

export function ForgotPassPage({ variant = 'basic' }: { variant?: AuthVariant }) {
  const { t } = useTranslation('app');
  const pages = variant === 'advance' ? paths.authAdvance : paths.auth;

  return (
    <AuthFrame title={t('auth.forgotTitle')} variant={variant}>
      <ForgotPassForm />
      <p>
        <Link to={pages.signIn.href()}>{t('auth.backToSignIn')}</Link>
      </p>
    </AuthFrame>
  );
}
