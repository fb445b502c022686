import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Me } from '../../../core/contract/users';
import { useAppServices } from '../../boot/app-context';
import { TextField } from '../../components/text-field';
import { FormFooter } from '../../components/form-footer';
import { EmailField } from './form-parts';
import { useCaptcha } from './use-captcha';
import { useFormSubmit, type FieldErrors } from '../../hooks/use-form-submit';
import { paths } from '../../config/paths';
import { checkSignUp, signUpFields as fieldNames, type SignUpField as Field } from './sign-up-check';

/**
 * Name, email, password and alias, checked here and by the server; on success the session holds the new
 * member. In a window that must not be left (the connect popup), the terms open in another one.
 */
export function SignUpForm({
  onSignedUp,
  termsInNewWindow = false,
}: {
  onSignedUp: (user: Me) => Promise<void> | void;
  termsInNewWindow?: boolean;
}) {
  const { t } = useTranslation('app');
  const { t: tRule } = useTranslation();
  const { api, session } = useAppServices();
  const captcha = useCaptcha();
  const [values, setValues] = useState<Record<Field, string>>({
    first_name: '',
    last_name: '',
    email: '',
    password: '',
    alias: '',
  });
  const { errors, sending, handleSubmit } = useFormSubmit<Field>({
    fields: fieldNames,
    validate: () => {
      const check = checkSignUp(values);
      const found: FieldErrors<Field> = {};
      if (check.ok) return found;
      for (const [field, key] of Object.entries(check.errors)) found[field as Field] = tRule(key);
      return found;
    },
    submit: async () => {
      const check = checkSignUp(values);
      if (!check.ok) return;
      const result = await api.auth.signUp({ ...check.value, ...(await captcha.token('sign_up')) });
      session.getState().signIn(result.token, result.user);
      await onSignedUp(result.user);
    },
  });
  const text = (field: Field) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
  });

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)}>
      <div className="field-row">
        <TextField label={t('auth.firstName')} autoComplete="given-name" {...text('first_name')} />
        <TextField label={t('auth.lastName')} autoComplete="family-name" {...text('last_name')} />
      </div>
      <EmailField
        value={values.email}
        onChange={(email) => setValues((current) => ({ ...current, email }))}
        error={errors.email}
      />
      <TextField label={t('auth.password')} type="password" autoComplete="new-password" {...text('password')} />
      <TextField label={t('auth.alias')} autoComplete="username" hint={t('auth.aliasHint')} {...text('alias')} />
      <p className="muted">
        {t('auth.termsNotice')}{' '}
        <Link to={paths.auth.terms.href()} {...(termsInNewWindow ? { target: '_blank', rel: 'noopener' } : {})}>
          {t('auth.readTerms')}
        </Link>
      </p>
      <FormFooter
        error={errors.form}
        sending={sending}
        label={t('auth.submitSignUp')}
        sendingLabel={t('auth.sending')}
      />
    </form>
  );
}
