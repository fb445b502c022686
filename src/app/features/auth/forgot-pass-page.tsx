import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { emailSchema } from '../../../core/contract/auth';
import { useAppServices } from '../../boot/app-context';
import { TextField } from '../../components/text-field';
import { AuthFrame, type AuthVariant } from './auth-frame';
import { useAuthForm, type FieldErrors } from './use-auth-form';

export function ForgotPassPage({ variant = 'basic' }: { variant?: AuthVariant }) {
  const { t } = useTranslation('app');
  const { api } = useAppServices();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const base = variant === 'advance' ? '/auth-advance' : '/auth';

  const { errors, sending, handleSubmit } = useAuthForm<'email'>(
    () => {
      const found: FieldErrors<'email'> = {};
      if (!email.trim()) found.email = t('auth.errors.required');
      else if (!emailSchema.safeParse(email).success) found.email = t('auth.errors.email');
      return found;
    },
    async () => setSent((await api.auth.forgotPass({ email })).message),
  );

  return (
    <AuthFrame title={t('auth.forgotTitle')} variant={variant}>
      {sent ? (
        <p className="notice notice-success" role="status">
          {sent}
        </p>
      ) : (
        <form noValidate onSubmit={(event) => void handleSubmit(event)}>
          <p className="muted">{t('auth.forgotText')}</p>
          <TextField
            label={t('auth.email')}
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={errors.email}
          />
          {errors.form ? (
            <p className="form-error" role="alert">
              {errors.form}
            </p>
          ) : null}
          <button type="submit" className="button button-primary" disabled={sending} aria-busy={sending}>
            {sending ? t('auth.sending') : t('auth.sendLink')}
          </button>
        </form>
      )}
      <p>
        <Link to={`${base}/sign-in`}>{t('auth.backToSignIn')}</Link>
      </p>
    </AuthFrame>
  );
}
