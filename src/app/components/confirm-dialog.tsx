import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from './form-error';
import { ModalActions } from './modal-actions';

/**
 * A modal confirmation on the native <dialog>: the browser traps focus, closes on Escape and
 * returns focus to the opener. `error` shows a failed confirm inside the dialog, which stays open.
 * Without `confirmLabel` its buttons are SPEC.md's lower-case 'accept' and 'cancel' (the subscription
 * confirm); a dialog that names its own action ('Delete') gets a capitalised 'Cancel' beside it.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy = false,
  error,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {children}
      <FormError message={error} />
      <ModalActions
        busy={busy}
        confirmLabel={confirmLabel ?? t('actions.accept')}
        cancelLabel={cancelLabel ?? t(confirmLabel ? 'actions.cancelCapitalised' : 'actions.cancel')}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
    </dialog>
  );
}
