import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../boot/app-context';
import { TextField } from '../../components/text-field';
import { safeRedirect } from '../../utils/safe-redirect';
import { FormFooter } from '../../components/form-footer';
import { EmailField } from './form-parts';
import { AuthFrame, type AuthVariant } from './auth-frame';
import { useCaptcha } from './use-captcha';
import { useFormSubmit, type FieldErrors } from '../../hooks/use-form-submit';
import { paths } from '../../config/paths';
import { checkSignUp, signUpFields as fieldNames, type SignUpField as Field } from './sign-up-check';

export function SignUpPage({ variant = 'basic' }: { variant?: AuthVariant }) {
  const { t } = useTranslation('app');
  const { t: tRule } = useTranslation();
  const { api, session } = useAppServices();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const captcha = useCaptcha();
  const [values, setValues] = useState<Record<Field, string>>({
    first_name: '',
    last_name: '',
    email: '',
    password: '',
    alias: '',
  });
  const pages = variant === 'advance' ? paths.authAdvance : paths.auth;
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

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
      await navigate(safeRedirect(params.get('redirectTo')), { replace: true });
    },
  });

  return (
    <AuthFrame title={t('auth.signUpTitle')} variant={variant}>
      <form noValidate onSubmit={(event) => void handleSubmit(event)}>
        <div className="field-row">
          <TextField
            label={t('auth.firstName')}
            name="first_name"
            autoComplete="given-name"
            value={values.first_name}
            onChange={set('first_name')}
            error={errors.first_name}
          />
          <TextField
            label={t('auth.lastName')}
            name="last_name"
            autoComplete="family-name"
            value={values.last_name}
            onChange={set('last_name')}
            error={errors.last_name}
          />
        </div>
        <EmailField
          value={values.email}
          onChange={(email) => setValues((current) => ({ ...current, email }))}
          error={errors.email}
        />
        <TextField
          label={t('auth.password')}
          type="password"
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          error={errors.password}
        />
        <TextField
          label={t('auth.alias')}
          name="alias"
          autoComplete="username"
          value={values.alias}
          onChange={set('alias')}
          error={errors.alias}
          hint={t('auth.aliasHint')}
        />
        <p className="muted">
          {t('auth.termsNotice')} <Link to={paths.auth.terms.href()}>{t('auth.readTerms')}</Link>
        </p>
        <FormFooter
          error={errors.form}
          sending={sending}
          label={t('auth.submitSignUp')}
          sendingLabel={t('auth.sending')}
        />
      </form>
      <p>
        {t('auth.haveAccount')} <Link to={pages.signIn.href()}>{t('nav.signIn')}</Link>
      </p>
    </AuthFrame>
  );
}
