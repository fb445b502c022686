import type { TextareaHTMLAttributes } from 'react';
import { FieldNotes, useFieldIds } from './field-notes';

interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
  hint?: string;
}

/** TextField's multi-line twin. */
export function TextareaField({ label, error, hint, id, ...textarea }: TextareaFieldProps) {
  const { controlId, describedBy, invalid } = useFieldIds(id, hint, error);
  return (
    <div className="field">
      <label htmlFor={controlId}>{label}</label>
      <textarea id={controlId} aria-invalid={invalid} aria-describedby={describedBy} {...textarea} />
      <FieldNotes id={controlId} hint={hint} error={error} />
    </div>
  );
}
