import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { safeRedirect } from '../../utils/safe-redirect';
import { AuthFrame, type AuthVariant } from './auth-frame';
import { SignUpForm } from './sign-up-form';
import { paths } from '../../config/paths';

export function SignUpPage({ variant = 'basic' }: { variant?: AuthVariant }) {
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const pages = variant === 'advance' ? paths.authAdvance : paths.auth;

  return (
    <AuthFrame title={t('auth.signUpTitle')} variant={variant}>
      <SignUpForm onSignedUp={() => navigate(safeRedirect(params.get('redirectTo')), { replace: true })} />
      <p>
        {t('auth.haveAccount')} <Link to={pages.signIn.href()}>{t('nav.signIn')}</Link>
      </p>
    </AuthFrame>
  );
}
