import { useId } from 'react';

/** The ids that tie a control to its hint and its error, so both are read with it. */
export function useFieldIds(id: string | undefined, hint: string | undefined, error: string | undefined) {
  const fallbackId = useId();
  const controlId = id ?? fallbackId;
  const describedBy = [hint ? `${controlId}-hint` : null, error ? `${controlId}-error` : null]
    .filter(Boolean)
    .join(' ');
  return { controlId, describedBy: describedBy || undefined, invalid: error ? true : undefined };
}

/** A field's hint, then its error, announced as it appears. */
export function FieldNotes({
  id,
  hint,
  error,
}: {
  id: string;
  hint?: string | undefined;
  error?: string | null | undefined;
}) {
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
