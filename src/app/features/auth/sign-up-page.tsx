import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthFrame, type AuthVariant } from './auth-frame';
import { SignUpForm } from './sign-up-form';
import { useRedirectTo } from './use-redirect-to';
import { paths } from '../../config/paths';

export function SignUpPage({ variant = 'basic' }: { variant?: AuthVariant }) {
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  const redirectTo = useRedirectTo();
  const pages = variant === 'advance' ? paths.authAdvance : paths.auth;

  return (
    <AuthFrame title={t('auth.signUpTitle')} variant={variant}>
      <SignUpForm onSignedUp={() => navigate(redirectTo, { replace: true })} />
      <p>
        {t('auth.haveAccount')} <Link to={pages.signIn.href()}>{t('nav.signIn')}</Link>
      </p>
    </AuthFrame>
  );
}
