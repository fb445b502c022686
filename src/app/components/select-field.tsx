import type { ReactNode, SelectHTMLAttributes } from 'react';
import { Field } from './field';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string | undefined;
  hint?: string;
  children: ReactNode;
}

/** A labelled select whose error sits next to it and is announced. */
export function SelectField({ label, error, hint, id, children, ...select }: SelectFieldProps) {
  return (
    <Field
      label={label}
      id={id}
      hint={hint}
      error={error}
      control={(tie) => (
        <select {...tie} {...select}>
          {children}
        </select>
      )}
    />
  );
}
