import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../core/http/api-error';

export type FieldErrors<F extends string> = Partial<Record<F | 'form', string>>;

/**
 * Submit state for a form: client checks first, then the call; the server's field errors land at their
 * fields, anything else above the button. Values stay as typed whatever happens.
 */
export function useAuthForm<F extends string>(validate: () => FieldErrors<F>, submit: () => Promise<void>) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [sending, setSending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    // Fields are named after their keys, so the first error's field can take focus at once.
    const focusFirst = (found: FieldErrors<F>) => {
      const first = Object.keys(found).find((key) => key !== 'form');
      const element = first ? form.elements.namedItem(first) : null;
      if (element instanceof HTMLElement) element.focus();
    };
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    setSending(true);
    try {
      await submit();
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fields).length > 0) {
        setErrors({ ...(error.fields as FieldErrors<F>) });
        focusFirst(error.fields as FieldErrors<F>);
      } else setErrors({ form: isApiError(error) ? error.message : t('errors.generic') } as FieldErrors<F>);
    } finally {
      setSending(false);
    }
  }

  return { errors, sending, handleSubmit };
}
