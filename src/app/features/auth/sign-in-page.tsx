import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { emailSchema } from '../../../core/contract/auth';
import { useAppServices } from '../../boot/app-context';
import { TextField } from '../../components/text-field';
import { safeRedirect } from '../../router/require-auth';
import { AuthFrame, type AuthVariant } from './auth-frame';
import { useCaptcha } from './use-captcha';
import { useAuthForm, type FieldErrors } from './use-auth-form';

export function SignInPage({ variant = 'basic' }: { variant?: AuthVariant }) {
  const { t } = useTranslation('app');
  const { api, session, notify } = useAppServices();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirectTo = safeRedirect(params.get('redirectTo'));
  const captcha = useCaptcha();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const base = variant === 'advance' ? '/auth-advance' : '/auth';

  const { errors, sending, handleSubmit } = useAuthForm<'email' | 'password'>(
    () => {
      const found: FieldErrors<'email' | 'password'> = {};
      if (!email.trim()) found.email = t('auth.errors.required');
      else if (!emailSchema.safeParse(email).success) found.email = t('auth.errors.email');
      if (!password) found.password = t('auth.errors.required');
      return found;
    },
    async () => {
      const result = await api.auth.signIn({ email, password, ...(await captcha.token('sign_in')) });
      session.getState().signIn(result.token, result.user);
      notify.getState().notify({ kind: 'success', message: t('auth.welcome', { name: result.user.first_name }) });
      await navigate(redirectTo, { replace: true });
    },
  );

  return (
    <AuthFrame title={t('auth.signInTitle')} variant={variant}>
      <form noValidate onSubmit={(event) => void handleSubmit(event)}>
        <TextField
          label={t('auth.email')}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
        />
        <TextField
          label={t('auth.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
        />
        {errors.form ? (
          <p className="form-error" role="alert">
            {errors.form}
          </p>
        ) : null}
        <button type="submit" className="button button-primary" disabled={sending} aria-busy={sending}>
          {sending ? t('auth.sending') : t('auth.submitSignIn')}
        </button>
      </form>
      <p>
        <Link to={`${base}/forgot-pass`}>{t('auth.forgot')}</Link>
      </p>
      <p>
        {t('auth.noAccount')}{' '}
        <Link to={{ pathname: `${base}/sign-up`, search: params.toString() ? `?${params.toString()}` : '' }}>
          {t('auth.createAccount')}
        </Link>
      </p>
    </AuthFrame>
  );
}
