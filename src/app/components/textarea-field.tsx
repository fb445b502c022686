import type { TextareaHTMLAttributes } from 'react';
import { Field } from './field';

interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
  hint?: string;
}

/** TextField's multi-line twin. */
export function TextareaField({ label, error, hint, id, ...textarea }: TextareaFieldProps) {
  return (
    <Field label={label} id={id} hint={hint} error={error} control={(tie) => <textarea {...tie} {...textarea} />} />
  );
}
