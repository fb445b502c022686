import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServiceInput } from '../../../core/contract/travel';
import { useFormSubmit } from '../../hooks/use-form-submit';
import { serviceFields, toServiceInput, validateService, type ServiceFormValues } from './service-form-values';

/**
 * The service form's values (what was typed stays, whatever happens) and its submit, as every form
 * submits (hooks/use-form-submit.ts): client checks first, then the call, the server's field errors
 * at their fields in the reader's language.
 */
export function useServiceForm(initial: ServiceFormValues, submit: (input: ServiceInput) => Promise<void>) {
  const { t } = useTranslation('travel');
  const [values, setValues] = useState(initial);
  const { errors, sending, handleSubmit } = useFormSubmit({
    // In the form's order, so the first error on screen takes focus.
    fields: serviceFields,
    validate: () => validateService(values, t),
    submit: () => submit(toServiceInput(values)),
  });

  const setValue = <K extends keyof ServiceFormValues>(key: K, value: ServiceFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const addImage = (url: string) => setValues((current) => ({ ...current, images: [...current.images, url] }));
  const removeImage = (index: number) =>
    setValues((current) => ({ ...current, images: current.images.filter((_, at) => at !== index) }));

  return { values, errors, sending, setValue, addImage, removeImage, handleSubmit };
}
