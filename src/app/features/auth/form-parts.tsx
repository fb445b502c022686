import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { emailSchema } from '../../../core/contract/auth';
import { TextField } from '../../components/text-field';

/** The email check every auth form makes, with the app's translated messages. */
export function emailError(email: string, t: TFunction<'app'>): string | undefined {
  if (!email.trim()) return t('auth.errors.required');
  return emailSchema.safeParse(email).success ? undefined : t('auth.errors.email');
}

export function EmailField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('app');
  return (
    <TextField
      label={t('auth.email')}
      type="email"
      name="email"
      autoComplete="email"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
