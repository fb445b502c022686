import { useTranslation } from 'react-i18next';
import { FormError } from './form-error';

/** The error that belongs to no field, then the submit button, disabled and busy while sending. */
export function FormFooter({
  error,
  sending,
  label,
  sendingLabel,
}: {
  error: string | undefined;
  sending: boolean;
  label: string;
  sendingLabel?: string;
}) {
  const { t } = useTranslation('wallet');
  return (
    <>
      <FormError message={error} />
      <button type="submit" className="button button-primary form-submit" disabled={sending} aria-busy={sending}>
        {sending ? (sendingLabel ?? t('form.sending')) : label}
      </button>
    </>
  );
}
