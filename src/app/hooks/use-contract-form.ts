import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { checkFields } from '../../core/forms/contract-check';
import { useFormSubmit, type FieldErrors } from './use-form-submit';

/**
 * A form whose body the contract's schema checks before anything is sent, so it refuses exactly what
 * the API would: each field's first issue, in the reader's language, at the field; `submit` gets the
 * parsed body. The rest is useFormSubmit's.
 */
export function useContractForm<S extends z.ZodType, F extends string>({
  schema,
  fields,
  values,
  submit,
}: {
  schema: S;
  fields: readonly F[];
  values: () => unknown;
  submit: (body: z.output<S>) => Promise<void>;
}) {
  const { t } = useTranslation();
  const check = () => checkFields(schema, values(), fields);
  return useFormSubmit<F>({
    fields,
    validate: () => {
      const result = check();
      const found: FieldErrors<F> = {};
      if (result.ok) return found;
      for (const field of fields) {
        const key = result.errors[field];
        if (key) found[field] = t(key);
      }
      return found;
    },
    submit: async () => {
      const result = check();
      if (result.ok) await submit(result.value);
    },
  });
}
