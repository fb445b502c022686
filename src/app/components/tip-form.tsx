import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorStatus } from '../../core/contract/error-codes';
import { paymentRefusals } from '../../core/contract/money';
import { defaultTipPresets } from '../../core/contract/tip-limits';
import type { PublicUser } from '../../core/contract/users';
import { ApiError, isApiError } from '../../core/http/api-error';
import { formatMoney } from '../../core/money/format-money';
import { useAppServices } from '../boot/app-context';
import { paths } from '../config/paths';
import { useIdempotencyKey } from '../hooks/use-idempotency-key';
import { checkTipEntry, checkTipMessage, wholeTipEntry } from './check-tip';
import { ModalActions } from './modal-actions';
import { TextField } from './text-field';
import { TipMessageField } from './tip-message-field';
import { TipPresets } from './tip-presets';
import { useErrorText } from '../hooks/use-error-text';
import './tip-form.css';

/** What a finished tip reports: the amount paid and the member's balance after it. */
export interface TipOutcome {
  amount: number;
  points: number;
}

/**
 * What the form knows before paying, so it refuses a tip the API would refuse without asking (no 402 or
 * 403 in the console) and says why in the reader's language: the member's balance, and in a frame what
 * the site may still spend today.
 */
export interface TipLimits {
  balance?: number | undefined;
  cap?: { daily: number; left: number } | undefined;
}

const toCents = (dollars: number) => Math.round(dollars * 100);

/**
 * The tip form of the app's tip modal and of the embed frame (one component, so the rules and texts
 * cannot drift): preset amounts, a whole-dollar amount, an optional note to the creator, yes / no, and
 * beside 'yes' what it will do. Money moves only on 'yes'.
 */
export function TipForm({
  creator,
  presets = defaultTipPresets,
  initialAmount,
  limits = {},
  onDone,
  onCancel,
  errorAction,
  onError,
  onRefused,
}: {
  creator: PublicUser;
  presets?: readonly number[];
  /** What the amount starts at (a widget's `amount`); empty when absent. */
  initialAmount?: number;
  limits?: TipLimits;
  onDone: (outcome: TipOutcome) => void;
  onCancel: () => void;
  /** Something to offer beside a failed tip, e.g. reconnecting after the daily cap. */
  errorAction?: (error: ApiError) => ReactNode;
  /** The API refused or failed. */
  onError?: (error: unknown) => void;
  /** The form refused before asking the API (a low balance, the daily cap): the code the API would give. */
  onRefused?: (error: ApiError) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { api } = useAppServices();
  const [amount, setAmount] = useState(initialAmount ? String(initialAmount) : '');
  // What was typed when the field made it whole ('2.5' became '2'): the form says so.
  const [rounded, setRounded] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [messageError, setMessageError] = useState<string | undefined>();
  const [failure, setFailure] = useState<ApiError | Error | null>(null);
  const [sending, setSending] = useState(false);
  // The same key for a retry of the same tip: a lost answer never pays twice.
  const keys = useIdempotencyKey();
  const name = `${creator.first_name} ${creator.last_name}`.trim() || creator.alias;
  const entry = checkTipEntry(amount);
  const { balance, cap } = limits;

  /** The refusal the API would give for this tip, when the form already knows it. */
  function knownRefusal(tip: number): ApiError | null {
    if (balance !== undefined && tip > balance) {
      return new ApiError({
        status: errorStatus.insufficient_balance,
        code: 'insufficient_balance',
        message: paymentRefusals.lowBalance,
      });
    }
    if (cap && tip > cap.left) {
      return new ApiError({
        status: errorStatus.daily_limit,
        code: 'daily_limit',
        message: paymentRefusals.dailyLimit(toCents(cap.daily), toCents(cap.left)),
      });
    }
    return null;
  }

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
    const refusal = knownRefusal(check.value);
    if (refusal) {
      setFailure(refusal);
      onRefused?.(refusal);
      return;
    }
    setFailure(null);
    setSending(true);
    try {
      const body = { tip: check.value, message: note.value };
      const result = await api.money.tip(creator.id, check.value, {
        idempotencyKey: keys.keyFor(body),
        message: note.value,
      });
      keys.settle();
      onDone({ amount: check.value, points: result.points });
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
      <TipPresets
        presets={presets}
        value={amount}
        disabled={sending}
        onPick={(picked) => {
          setAmount(String(picked));
          setRounded(null);
          setFieldError(undefined);
        }}
      />
      <TextField
        label={t('tip.label')}
        name="tip"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
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
      {cap ? (
        <p className="field-hint">
          {t('tipForm.capLeft', { daily: formatMoney(cap.daily), left: formatMoney(cap.left) })}
        </p>
      ) : null}
      {failure ? (
        <div className="form-error" role="alert">
          <Refusal failure={failure} limits={limits} errorText={errorText} />
          {isApiError(failure) ? errorAction?.(failure) : null}
        </div>
      ) : null}
      {/* Beside 'yes', what it does: SPEC.md's word stays, the reader knows the amount and whom it pays. */}
      <p className="tip-summary" aria-live="polite">
        {entry.ok ? t('tipForm.summary', { amount: formatMoney(entry.value), name }) : null}
      </p>
      <ModalActions busy={sending} confirmLabel={t('actions.yes')} cancelLabel={t('actions.no')} onCancel={onCancel} />
    </form>
  );
}

/** Why a tip was refused, with what the reader needs next: the balance and a way to recharge, or the cap. */
function Refusal({
  failure,
  limits: { balance, cap },
  errorText,
}: {
  failure: Error;
  limits: TipLimits;
  errorText: (error: unknown) => string;
}) {
  const { t } = useTranslation();
  const { config, frame } = useAppServices();
  const code = isApiError(failure) ? failure.code : null;
  if (code === 'insufficient_balance' && balance !== undefined) {
    const recharge = paths.settings.rechargeWallet.href();
    return (
      <p>
        {t('tipForm.lowBalance', { balance: formatMoney(balance) })}{' '}
        {frame ? (
          // A frame on another site: the app's page opens beside it.
          <a href={new URL(recharge.slice(1), config.appUrl.replace(/\/?$/, '/')).href} target="_blank" rel="noopener">
            {t('tipForm.recharge')}
          </a>
        ) : (
          <Link to={recharge}>{t('tipForm.recharge')}</Link>
        )}
      </p>
    );
  }
  if (code === 'daily_limit' && cap) {
    return <p>{t('tipForm.overCap', { daily: formatMoney(cap.daily), left: formatMoney(cap.left) })}</p>;
  }
  return <p>{errorText(failure)}</p>;
}
