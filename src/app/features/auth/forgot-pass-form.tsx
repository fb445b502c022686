import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../boot/app-context';
import { FormFooter } from '../../components/form-footer';
import { EmailField, emailError } from './form-parts';
import { useApiText } from '../../hooks/use-error-text';
import { useFormSubmit, type FieldErrors } from '../../hooks/use-form-submit';

/** Asks for a reset link; once sent, the server's answer, in the reader's words, takes the form's place. */
export function ForgotPassForm() {
  const { t } = useTranslation('app');
  const { api } = useAppServices();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const apiText = useApiText();

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

  return sent ? (
    <p className="notice notice-success" role="status">
      {apiText(sent)}
    </p>
  ) : (
    <form noValidate onSubmit={(event) => void handleSubmit(event)}>
      <p className="muted">{t('auth.forgotText')}</p>
      <EmailField value={email} onChange={setEmail} error={errors.email} />
      <FormFooter error={errors.form} sending={sending} label={t('auth.sendLink')} sendingLabel={t('auth.sending')} />
    </form>
  );
}
