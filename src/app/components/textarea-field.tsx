import type { TextareaHTMLAttributes } from 'react';
import { Field } from './field';

interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
  hint?: string;
}

/**
 * TextField's multi-line twin, for prose a person writes: its direction is its text's (`dir="auto"`),
 * so an English note typed in the Arabic app keeps its '!' at its end.
 */
export function TextareaField({ label, error, hint, id, ...textarea }: TextareaFieldProps) {
  return (
    <Field
      label={label}
      id={id}
      hint={hint}
      error={error}
      control={(tie) => <textarea dir="auto" {...tie} {...textarea} />}
    />
  );
}
