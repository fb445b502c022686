import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, type ApiErrorCode } from '../../core/http/api-error';
import { fieldKey, type RuleKey } from '../../core/i18n/issue-key';
import { useErrorText } from './use-error-text';

export type FieldErrors<F extends string> = Partial<Record<F | 'form', string>>;

interface FormSubmitOptions<F extends string> {
  /** The fields this form shows; a server error for any other field goes above the button. */
  fields: readonly F[];
  validate: () => FieldErrors<F>;
  submit: () => Promise<void>;
  /** Server codes that belong to one field without naming it (e.g. insufficient_balance to amount). */
  codeFields?: Partial<Record<ApiErrorCode, F>>;
}

interface ServerErrorOptions<F extends string> {
  fields: readonly F[];
  codeFields?: Partial<Record<ApiErrorCode, F>>;
  /** Said above the button when the failure is no answer of the API. */
  fallback: string;
  /** The common namespace's translation, for the rules the API names in its `fields`. */
  t: (key: RuleKey) => string;
  /** The failure in the reader's words (useErrorText), when no field of the form is named. */
  errorText: (error: unknown, fallback?: string) => string;
}

/**
 * The server's answer as field errors: its `fields` where this form has them ('images.2' at images),
 * each in the reader's language (the API words a field's rule in English, as the contract names it,
 * and core/i18n/issue-key.ts maps those words to their translation); else a code's field; else the
 * form, a field it does not show first.
 */
export function toFieldErrors<F extends string>(
  error: unknown,
  { fields, codeFields = {}, fallback, t, errorText }: ServerErrorOptions<F>,
): FieldErrors<F> {
  if (!isApiError(error)) return { form: fallback } as FieldErrors<F>;
  const found: FieldErrors<F> = {};
  const strays: string[] = [];
  for (const [key, message] of Object.entries(error.fields)) {
    const field = key.split('.')[0] ?? key;
    if ((fields as readonly string[]).includes(field)) found[field as F] ??= t(fieldKey(message));
    else strays.push(message);
  }
  const codeField = codeFields[error.code];
  const [stray] = strays;
  if (Object.keys(found).length === 0 && codeField) found[codeField] = errorText(error, fallback);
  else if (stray !== undefined) found.form = t(fieldKey(stray));
  else if (Object.keys(found).length === 0) found.form = errorText(error, fallback);
  return found;
}

/**
 * Submit state for a form (auth, settings, wallet): client checks first, then the call. Errors land at their fields and
 * the first one takes focus; the submit is disabled while sending; values stay as typed whatever happens.
 */
export function useFormSubmit<F extends string>({ fields, validate, submit, codeFields = {} }: FormSubmitOptions<F>) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [sending, setSending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    // Fields are named after their keys, so the first error's field can take focus at once.
    const focusFirst = (found: FieldErrors<F>) => {
      const first = fields.find((field) => found[field]);
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
      const next = toFieldErrors(error, { fields, codeFields, fallback: t('errors.generic'), t, errorText });
      setErrors(next);
      focusFirst(next);
    } finally {
      setSending(false);
    }
  }

  const clearError = (field: F) =>
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });

  return { errors, setErrors, sending, handleSubmit, clearError };
}
