import { useTranslation } from 'react-i18next';

/**
 * A modal's two buttons (SPEC.md section 4): while its action runs, a spinner shows in place of the
 * cancel / 'no' button, so nothing offers to back out of a call that is already on its way. Without
 * `onConfirm` the confirm button submits the form around it.
 */
export function ModalActions({
  busy,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: {
  busy: boolean;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm?: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="modal-actions">
      {busy ? (
        <span className="modal-busy" role="status">
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">{t('actions.loading')}</span>
        </span>
      ) : (
        <button type="button" className="button" onClick={onCancel}>
          {cancelLabel}
        </button>
      )}
      <button
        type={onConfirm ? 'button' : 'submit'}
        className="button button-primary"
        onClick={onConfirm}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {confirmLabel}
      </button>
    </div>
  );
}
