import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../boot/app-context';
import { AuthFrame, type AuthVariant } from './auth-frame';
import { SignInForm } from './sign-in-form';
import { useRedirectTo } from './use-redirect-to';
import { paths } from '../../config/paths';

export function SignInPage({ variant = 'basic' }: { variant?: AuthVariant }) {
  const { t } = useTranslation('app');
  const { notify } = useAppServices();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirectTo = useRedirectTo();
  const pages = variant === 'advance' ? paths.authAdvance : paths.auth;

  return (
    <AuthFrame title={t('auth.signInTitle')} variant={variant}>
      <SignInForm
        onSignedIn={async (user) => {
          notify.getState().notify({ kind: 'success', message: t('auth.welcome', { name: user.first_name }) });
          await navigate(redirectTo, { replace: true });
        }}
      />
      <p>
        <Link to={pages.forgotPass.href()}>{t('auth.forgot')}</Link>
      </p>
      <p>
        {t('auth.noAccount')}{' '}
        <Link to={{ pathname: pages.signUp.href(), search: params.toString() ? `?${params.toString()}` : '' }}>
          {t('auth.createAccount')}
        </Link>
      </p>
    </AuthFrame>
  );
}
