import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServiceInput } from '../../../core/contract/travel';
import { isApiError } from '../../../core/http/api-error';
import {
  serverErrors,
  toServiceInput,
  validateService,
  type ServiceErrors,
  type ServiceFormValues,
} from './service-form-values';

/**
 * The service form's state: client checks first, then the call; the server's field errors land at
 * their fields, anything else above the button. What was typed stays, whatever happens.
 */
export function useServiceForm(initial: ServiceFormValues, submit: (input: ServiceInput) => Promise<void>) {
  const { t } = useTranslation('travel');
  const { t: tc } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ServiceErrors>({});
  const [sending, setSending] = useState(false);

  const setValue = <K extends keyof ServiceFormValues>(key: K, value: ServiceFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const addImage = (url: string) => setValues((current) => ({ ...current, images: [...current.images, url] }));
  const removeImage = (index: number) =>
    setValues((current) => ({ ...current, images: current.images.filter((_, at) => at !== index) }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    // Inputs are named after the fields, so the first error's input can take focus.
    const focusFirst = (found: ServiceErrors) => {
      const first = Object.keys(found).find((key) => key !== 'form');
      const element = first ? form.elements.namedItem(first) : null;
      if (element instanceof HTMLElement) element.focus();
    };
    const found = validateService(values, t);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    setSending(true);
    try {
      await submit(toServiceInput(values));
    } catch (error) {
      const next = isApiError(error) ? serverErrors(error.fields, error.message) : { form: tc('errors.generic') };
      setErrors(next);
      focusFirst(next);
    } finally {
      setSending(false);
    }
  }

  return { values, errors, sending, setValue, addImage, removeImage, handleSubmit };
}
