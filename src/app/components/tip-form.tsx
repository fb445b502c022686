import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicUser } from '../../core/contract/users';
import { isApiError, type ApiError } from '../../core/http/api-error';
import { useAppServices } from '../boot/app-context';
import { useIdempotencyKey } from '../hooks/use-idempotency-key';
import { checkTipEntry, wholeTipEntry } from './check-tip';
import { ModalActions } from './modal-actions';
import { TextField } from './text-field';
import { useErrorText } from '../hooks/use-error-text';

/**
 * The tip form of the app's tip modal and of the embed frame (one component, so the rules and texts
 * cannot drift): a whole-dollar amount, yes / no. Money moves only on 'yes'.
 */
export function TipForm({
  creator,
  onDone,
  onCancel,
  errorAction,
  onError,
}: {
  creator: PublicUser;
  onDone: (amount: number) => void;
  onCancel: () => void;
  /** Something to offer beside a failed tip, e.g. reconnecting after the daily cap. */
  errorAction?: (error: ApiError) => ReactNode;
  onError?: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { api } = useAppServices();
  const [amount, setAmount] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<ApiError | Error | null>(null);
  const [sending, setSending] = useState(false);
  // The same key for a retry of the same amount: a lost answer never pays twice.
  const keys = useIdempotencyKey();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const check = checkTipEntry(amount);
    if (!check.ok) {
      setFieldError(t(check.error));
      const input = event.currentTarget.elements.namedItem('tip');
      if (input instanceof HTMLInputElement) input.focus();
      return;
    }
    setFieldError(undefined);
    setFailure(null);
    setSending(true);
    try {
      await api.money.tip(creator.id, check.value, { idempotencyKey: keys.keyFor(check.value) });
      keys.settle();
      onDone(check.value);
    } catch (error) {
      keys.settle(error);
      setFailure(error instanceof Error ? error : new Error(String(error)));
      onError?.(error);
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="tip-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <TextField
        label={t('tip.label')}
        name="tip"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={amount}
        onChange={(event) => setAmount(wholeTipEntry(event.target.value))}
        error={fieldError}
      />
      {failure ? (
        <div className="form-error" role="alert">
          <p>{errorText(failure)}</p>
          {isApiError(failure) ? errorAction?.(failure) : null}
        </div>
      ) : null}
      <ModalActions busy={sending} confirmLabel={t('actions.yes')} cancelLabel={t('actions.no')} onCancel={onCancel} />
    </form>
  );
}
