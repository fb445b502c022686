import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { aliasSchema } from '../../../core/contract/users';
import { useAppServices } from '../../boot/app-context';
import { TextField } from '../../components/text-field';
import { safeRedirect } from '../../utils/safe-redirect';
import { FormFooter } from '../../components/form-footer';
import { EmailField, emailError } from './form-parts';
import { AuthFrame, type AuthVariant } from './auth-frame';
import { useCaptcha } from './use-captcha';
import { useFormSubmit, type FieldErrors } from '../../hooks/use-form-submit';
import { paths } from '../../config/paths';

const fieldNames = ['first_name', 'last_name', 'email', 'password', 'alias'] as const;
type Field = (typeof fieldNames)[number];

export function SignUpPage({ variant = 'basic' }: { variant?: AuthVariant }) {
  const { t } = useTranslation('app');
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
      const found: FieldErrors<Field> = {};
      if (!values.first_name.trim()) found.first_name = t('auth.errors.required');
      if (!values.last_name.trim()) found.last_name = t('auth.errors.required');
      const emailProblem = emailError(values.email, t);
      if (emailProblem) found.email = emailProblem;
      if (values.password.length < 8) found.password = t('auth.errors.passwordShort');
      const alias = values.alias.trim() ? aliasSchema.safeParse(values.alias) : null;
      if (alias && !alias.success) found.alias = alias.error.issues[0]?.message;
      return found;
    },
    submit: async () => {
      const result = await api.auth.signUp({
        first_name: values.first_name,
        last_name: values.last_name,
        email: values.email,
        password: values.password,
        ...(values.alias.trim() ? { alias: values.alias.trim() } : {}),
        ...(await captcha.token('sign_up')),
      });
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
