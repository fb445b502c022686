import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../boot/app-context';
import { FormFooter } from '../../components/form-footer';
import { EmailField, emailError } from './form-parts';
import { AuthFrame, type AuthVariant } from './auth-frame';
import { useFormSubmit, type FieldErrors } from '../../hooks/use-form-submit';
import { paths } from '../../config/paths';

export function ForgotPassPage({ variant = 'basic' }: { variant?: AuthVariant }) {
  const { t } = useTranslation('app');
  const { api } = useAppServices();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const pages = variant === 'advance' ? paths.authAdvance : paths.auth;

  const { errors, sending, handleSubmit } = useFormSubmit<'email'>({
    fields: ['email'],
    validate: () => {
      const found: FieldErrors<'email'> = {};
      const emailProblem = emailError(email, t);
      if (emailProblem) found.email = emailProblem;
      return found;
    },
    submit: async () => setSent((await api.auth.forgotPass({ email })).message),
  });

  return (
    <AuthFrame title={t('auth.forgotTitle')} variant={variant}>
      {sent ? (
        <p className="notice notice-success" role="status">
          {sent}
        </p>
      ) : (
        <form noValidate onSubmit={(event) => void handleSubmit(event)}>
          <p className="muted">{t('auth.forgotText')}</p>
          <EmailField value={email} onChange={setEmail} error={errors.email} />
          <FormFooter
            error={errors.form}
            sending={sending}
            label={t('auth.sendLink')}
            sendingLabel={t('auth.sending')}
          />
        </form>
      )}
      <p>
        <Link to={pages.signIn.href()}>{t('auth.backToSignIn')}</Link>
      </p>
    </AuthFrame>
  );
}
