import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldNotes, useFieldIds } from './field-notes';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string | undefined;
  hint?: string;
  children: ReactNode;
}

/** A labelled select whose error sits next to it and is announced. */
export function SelectField({ label, error, hint, id, children, ...select }: SelectFieldProps) {
  const { controlId, describedBy, invalid } = useFieldIds(id, hint, error);
  return (
    <div className="field">
      <label htmlFor={controlId}>{label}</label>
      <select id={controlId} aria-invalid={invalid} aria-describedby={describedBy} {...select}>
        {children}
      </select>
      <FieldNotes id={controlId} hint={hint} error={error} />
    </div>
  );
}
