import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Me } from '../../../core/contract/users';
import { useAppServices } from '../../boot/app-context';
import { FormFooter } from '../../components/form-footer';
import { EmailField, emailError } from './form-parts';
import { useFormSubmit, type FieldErrors } from '../../hooks/use-form-submit';
import { useCaptcha } from './use-captcha';
import { PasswordField } from '../../components/password-field';

/** Email and password, checked here and by the server; on success the session holds the member. */
export function SignInForm({ onSignedIn }: { onSignedIn: (user: Me) => Promise<void> | void }) {
  const { t } = useTranslation('app');
  const { api, session } = useAppServices();
  const captcha = useCaptcha();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const { errors, sending, handleSubmit } = useFormSubmit<'email' | 'password'>({
    fields: ['email', 'password'],
    validate: () => {
      const found: FieldErrors<'email' | 'password'> = {};
      const emailProblem = emailError(email, t);
      if (emailProblem) found.email = emailProblem;
      if (!password) found.password = t('auth.errors.required');
      return found;
    },
    submit: async () => {
      const result = await api.auth.signIn({ email, password, ...(await captcha.token('sign_in')) });
      session.getState().signIn(result.token, result.user);
      await onSignedIn(result.user);
    },
  });

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)}>
      <EmailField value={email} onChange={setEmail} error={errors.email} />
      <PasswordField label={t('auth.password')} value={password} onChange={setPassword} error={errors.password} />
      <FormFooter
        error={errors.form}
        sending={sending}
        label={t('auth.submitSignIn')}
        sendingLabel={t('auth.sending')}
      />
    </form>
  );
}
