import { useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

/** The ids that tie a control to its hint and error, as TextField does for inputs. */
function useDescribed(hint: string | undefined, error: string | undefined) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return { id, describedBy: describedBy || undefined };
}

function FieldNotes({ id, hint, error }: { id: string; hint: string | undefined; error: string | undefined }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string | undefined;
  hint?: string;
  children: ReactNode;
}

/** A labelled select whose error sits next to it and is announced. */
export function SelectField({ label, error, hint, children, ...select }: SelectFieldProps) {
  const { id, describedBy } = useDescribed(hint, error);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...select}>
        {children}
      </select>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
  hint?: string;
}

/** A labelled multi-line text whose error sits next to it and is announced. */
export function TextAreaField({ label, error, hint, ...textarea }: TextAreaFieldProps) {
  const { id, describedBy } = useDescribed(hint, error);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...textarea} />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
