import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../boot/app-context';
import { TextField } from '../../components/text-field';
import { safeRedirect } from '../../router/require-auth';
import { EmailField, emailError, FormFooter } from './form-parts';
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
      const emailProblem = emailError(email, t);
      if (emailProblem) found.email = emailProblem;
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
        <EmailField value={email} onChange={setEmail} error={errors.email} />
        <TextField
          label={t('auth.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
        />
        <FormFooter error={errors.form} sending={sending} label={t('auth.submitSignIn')} />
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
