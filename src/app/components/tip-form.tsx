import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicUser } from '../../core/contract/users';
import { isApiError, type ApiError } from '../../core/http/api-error';
import { displayName } from '../../core/people/person-name';
import { useAppServices } from '../boot/app-context';
import { useFormat } from '../hooks/use-format';
import { useIdempotencyKey } from '../hooks/use-idempotency-key';
import { CheckField } from './check-field';
import { knownRefusal, Refusal, type PaymentLimits } from './payment-refusal';
import { checkTipEntry, checkTipMessage, wholeTipEntry } from './check-tip';
import { ModalActions } from './modal-actions';
import { TipMessageField } from './tip-message-field';
import { TipPresets } from './tip-presets';
import './tip-form.css';
import { DollarField } from './dollar-field';

/** What a finished tip reports: the amount paid, the member's balance after it, and its signed receipt. */
export interface TipOutcome {
  amount: number;
  points: number;
  receipt: string;
}

/**
 * The tip form of the app's tip modal and of the embed frame (one component, so the rules and texts
 * cannot drift): preset amounts, a whole-dollar amount, an optional note to the creator, the choice to
 * show one's name and note on the creator's supporters wall (off unless ticked), yes / no, and beside
 * 'yes' what it will do. Money moves only on 'yes'.
 */
export function TipForm({
  creator,
  initialAmount,
  limits = {},
  onDone,
  onCancel,
  errorAction,
  onError,
  onRefused,
  recheck,
}: {
  /** Whom it pays; the amounts offered beside the field are theirs (`tip_presets`). */
  creator: PublicUser;
  /** What the amount starts at (a widget's `amount`); empty when absent. */
  initialAmount?: number;
  limits?: PaymentLimits;
  onDone: (outcome: TipOutcome) => void;
  onCancel: () => void;
  /** Something to offer beside a failed tip, e.g. reconnecting after the daily cap. */
  errorAction?: (error: ApiError) => ReactNode;
  /** The API refused or failed. */
  onError?: (error: unknown) => void;
  /** The form refused before asking the API (a low balance, the daily cap): the code the API would give. */
  onRefused?: (error: ApiError) => void;
  /** Reads the limits again before refusing on them (a frame's may be older than a top-up elsewhere). */
  recheck?: () => Promise<PaymentLimits>;
}) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const [amount, setAmount] = useState(initialAmount ? String(initialAmount) : '');
  // What was typed when the field made it whole ('2.5' became '2'): the form says so.
  const [rounded, setRounded] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [shown, setShown] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [messageError, setMessageError] = useState<string | undefined>();
  const [failure, setFailure] = useState<ApiError | Error | null>(null);
  // How many times 'yes' was refused or failed: the key of the alert that says why.
  const [refusals, setRefusals] = useState(0);
  const [sending, setSending] = useState(false);
  // The same key for a retry of the same tip, from this form or the next one shown for this creator: a
  // lost answer never pays twice.
  const keys = useIdempotencyKey(`tip:${creator.id}`);
  const format = useFormat();
  const name = displayName(creator);
  const entry = checkTipEntry(amount);
  const { cap } = limits;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const check = checkTipEntry(amount);
    const note = checkTipMessage(message);
    setFieldError(check.ok ? undefined : t(check.error));
    setMessageError(note.ok ? undefined : t(note.error));
    if (!check.ok || !note.ok) {
      const input = event.currentTarget.elements.namedItem(check.ok ? 'message' : 'tip');
      if (input instanceof HTMLElement) input.focus();
      return;
    }
    setSending(true);
    let refusal = knownRefusal(check.value, limits);
    if (refusal && recheck) refusal = knownRefusal(check.value, await recheck().catch(() => limits));
    if (refusal) {
      setSending(false);
      setFailure(refusal);
      setRefusals((count) => count + 1);
      onRefused?.(refusal);
      return;
    }
    setFailure(null);
    try {
      const body = { tip: check.value, message: note.value, public: shown };
      const result = await api.money.tip(creator.id, check.value, {
        idempotencyKey: keys.keyFor(body),
        message: note.value,
        public: shown,
      });
      keys.settle();
      onDone({ amount: check.value, points: result.points, receipt: result.receipt });
    } catch (error) {
      keys.settle(error);
      setFailure(error instanceof Error ? error : new Error(String(error)));
      setRefusals((count) => count + 1);
      onError?.(error);
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="tip-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <TipPresets
        presets={creator.tip_presets}
        value={amount}
        disabled={sending}
        onPick={(picked) => {
          setAmount(String(picked));
          setRounded(null);
          setFieldError(undefined);
        }}
      />
      <DollarField
        label={t('tip.label')}
        name="tip"
        value={amount}
        onChange={(event) => {
          const typed = event.target.value;
          const whole = wholeTipEntry(typed);
          setAmount(whole);
          setRounded(whole === typed ? null : typed);
          setFieldError(undefined);
        }}
        hint={rounded === null ? undefined : t('tipForm.rounded', { typed: rounded, whole: amount })}
        error={fieldError}
      />
      <TipMessageField
        creatorName={name}
        value={message}
        onChange={setMessage}
        error={messageError}
        disabled={sending}
      />
      <CheckField
        name="public"
        label={t('wall.tipChoice', { name })}
        hint={t('wall.choiceHint')}
        checked={shown}
        disabled={sending}
        onChange={setShown}
      />
      {cap ? (
        <p className="field-hint">
          {t('tipForm.capLeft', { daily: format.money(cap.daily), left: format.money(cap.left) })}
        </p>
      ) : null}
      {/* Beside 'yes', what it does: SPEC.md's word stays, the reader knows the amount and whom it pays. And
          why it did not: a refusal sits in the foot that stays in view (styles.css), where on a phone the
          form scrolls under it, so it is never hidden behind the buttons. Each refusal is a new alert, so
          'yes' pressed again is answered again. */}
      <div className="tip-form-end">
        {failure ? (
          <div key={refusals} className="form-error" role="alert">
            <Refusal failure={failure} limits={limits} />
            {isApiError(failure) ? errorAction?.(failure) : null}
          </div>
        ) : null}
        <p className="tip-summary" aria-live="polite">
          {entry.ok ? t('tipForm.summary', { amount: format.money(entry.value), name }) : null}
        </p>
        <ModalActions
          busy={sending}
          confirmLabel={t('actions.yes')}
          cancelLabel={t('actions.no')}
          onCancel={onCancel}
        />
      </div>
    </form>
  );
}
