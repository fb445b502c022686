import type { ReactNode } from 'react';
import { FieldNotes, useFieldIds } from './field-notes';

/** What ties a control to its label and its notes. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A form control's frame: its label, the control, then its hint and its error, announced as it
 * appears. `control` renders the input, textarea or select with the props that tie it to them.
 */
export function Field({
  label,
  id,
  hint,
  error,
  control,
}: {
  label: string;
  id: string | undefined;
  hint: string | undefined;
  error: string | undefined;
  control: (props: FieldControlProps) => ReactNode;
}) {
  const { controlId, describedBy, invalid } = useFieldIds(id, hint, error);
  return (
    <div className="field">
      <label htmlFor={controlId}>{label}</label>
      {control({ id: controlId, 'aria-invalid': invalid, 'aria-describedby': describedBy })}
      <FieldNotes id={controlId} hint={hint} error={error} />
    </div>
  );
}
