import type { InputHTMLAttributes } from 'react';
import { FieldNotes, useFieldIds } from './field-notes';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  hint?: string;
}

/** A labelled input whose error sits next to it and is announced. */
export function TextField({ label, error, hint, id, ...input }: TextFieldProps) {
  const { controlId, describedBy, invalid } = useFieldIds(id, hint, error);
  return (
    <div className="field">
      <label htmlFor={controlId}>{label}</label>
      <input id={controlId} aria-invalid={invalid} aria-describedby={describedBy} {...input} />
      <FieldNotes id={controlId} hint={hint} error={error} />
    </div>
  );
}
