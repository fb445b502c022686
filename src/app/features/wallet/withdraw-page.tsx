import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithdrawQuote } from '../../../core/contract/money';
import type { Transaction } from '../../../core/contract/wallet';
import { isApiError } from '../../../core/http/api-error';
import { useAppServices } from '../../boot/app-context';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ErrorState, Loading } from '../../components/status';
import { TextField } from '../../components/text-field';
import { usePageTitle } from '../../hooks/use-page-title';
import { FormFooter } from '../../components/form-footer';
import { useErrorText } from '../../hooks/use-error-text';
import { toFieldErrors, useFormSubmit, type FieldErrors } from '../../hooks/use-form-submit';
import { TransactionFacts } from './transaction-detail';
import { useFormat } from '../../hooks/use-format';
import { useIdempotencyKey } from '../../hooks/use-idempotency-key';
import { useBalances, useTransaction } from './wallet-queries';
import { checkWithdraw } from './withdraw-check';
import '../../styles/settings.css';
import './wallet.css';
import { queryKeys } from '../../lib/query-keys';

type Field = 'amount' | 'address';
const FIELDS = ['amount', 'address'] as const;

/** The withdrawal just made, watched until the chain settles it. */
function PendingWithdrawal({ first }: { first: Transaction }) {
  const { t } = useTranslation('wallet');
  const queryClient = useQueryClient();
  const query = useTransaction(first.id);
  const transaction = query.data ?? first;
  const settled = transaction.status !== 'pending';
  // Settling moves money too (a failed withdrawal is refunded): read the balance and history again.
  useEffect(() => {
    if (!settled) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.balances });
    void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.transactions });
  }, [settled, queryClient]);
  return (
    <section className="card withdrawal-made" aria-labelledby="withdrawal-made-title" aria-live="polite">
      <h2 id="withdrawal-made-title">{t('withdraw.madeTitle')}</h2>
      <p>{t(`withdraw.made.${transaction.status}`)}</p>
      <TransactionFacts transaction={transaction} />
    </section>
  );
}

/** What the member confirms: the amount, the network fee taken from it, and the USDC the address receives. */
function QuoteFacts({ quote, address }: { quote: WithdrawQuote; address: string }) {
  const { t } = useTranslation('wallet');
  const { money } = useFormat();
  return (
    <>
      <dl className="facts quote">
        <dt>{t('withdraw.quote.amount')}</dt>
        <dd dir="ltr">{money(quote.amount)}</dd>
        <dt>{t('withdraw.quote.fee')}</dt>
        <dd dir="ltr">−{money(quote.fee)}</dd>
        <dt>{t('withdraw.quote.receive')}</dt>
        <dd>
          <strong>{t('withdraw.quote.usdc', { amount: quote.receive.toFixed(2) })}</strong>
        </dd>
      </dl>
      <p className="field-hint">{t('withdraw.quote.feeHint')}</p>
      <p>{t('withdraw.confirmText')}</p>
      <p className="mono break confirm-address" dir="ltr">
        {address}
      </p>
    </>
  );
}

function WithdrawForm({ balance, minimum }: { balance: number; minimum: number }) {
  const { t } = useTranslation('wallet');
  const { t: tRule } = useTranslation();
  const errorText = useErrorText();
  const { api } = useAppServices();
  const { money } = useFormat();
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  const [amount, setAmount] = useState('');
  const [address, setAddress] = useState('');
  const [confirm, setConfirm] = useState<{ amount: number; address: string; quote: WithdrawQuote } | null>(null);
  const [moving, setMoving] = useState(false);
  const [made, setMade] = useState<Transaction | null>(null);

  const { errors, setErrors, sending, handleSubmit, clearError } = useFormSubmit<Field>({
    fields: FIELDS,
    validate: () => {
      const check = checkWithdraw({ amount, address }, balance, minimum);
      if (check.ok) return {};
      const found: FieldErrors<Field> = {};
      const amountError = check.errors.amount;
      if (amountError === 'invalid' || amountError === 'tooMuch' || amountError === 'belowMinimum') {
        found.amount = t(`withdraw.errors.amount.${amountError}`, { balance: money(balance), minimum: money(minimum) });
      } else if (amountError) found.amount = tRule(amountError);
      if (check.errors.address) found.address = tRule(check.errors.address);
      return found;
    },
    // The fee is the chain's cost of paying this address now (its USDC account to open, or not): asked
    // before confirming, so the member sees what the address receives. A refusal lands at its field.
    submit: async () => {
      const check = checkWithdraw({ amount, address }, balance, minimum);
      if (!check.ok) return;
      const request = { amount: check.amount, address: check.address };
      setConfirm({ ...request, quote: await api.money.withdrawQuote(request) });
    },
  });

  async function handleConfirm() {
    if (!confirm) return;
    setMoving(true);
    const request = { amount: confirm.amount, address: confirm.address };
    try {
      const result = await api.money.withdraw(request, { idempotencyKey: idempotency.keyFor(request) });
      idempotency.settle();
      setMade(result.transaction);
      setAmount('');
      setAddress('');
      setConfirm(null);
      void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all });
    } catch (error) {
      // The form keeps what was typed; a retry of a call that got no answer reuses the key, so money moves once.
      idempotency.settle(error);
      setConfirm(null);
      setErrors(
        isApiError(error) && error.code === 'rate_limited'
          ? { form: t('withdraw.errors.perDay') }
          : toFieldErrors(error, {
              fields: FIELDS,
              codeFields: { insufficient_balance: 'amount' },
              fallback: t('form.failed'),
              t: tRule,
              errorText,
            }),
      );
    } finally {
      setMoving(false);
    }
  }

  return (
    <>
      {made ? <PendingWithdrawal key={made.id} first={made} /> : null}
      <form className="card settings-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
        <h2>{t('withdraw.formTitle')}</h2>
        <p className="muted">{t('withdraw.available', { balance: money(balance) })}</p>
        <div className="amount-row">
          <TextField
            label={t('withdraw.amount')}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            hint={t('withdraw.amountHint', { minimum: money(minimum) })}
            value={amount}
            error={errors.amount}
            onChange={(event) => {
              setAmount(event.target.value);
              clearError('amount');
            }}
          />
          <button
            type="button"
            className="button"
            disabled={balance <= 0}
            onClick={() => {
              setAmount(String(balance));
              clearError('amount');
            }}
          >
            {t('withdraw.all')}
          </button>
        </div>
        <TextField
          label={t('withdraw.address')}
          name="address"
          autoComplete="off"
          spellCheck={false}
          dir="ltr"
          hint={t('withdraw.addressHint')}
          value={address}
          error={errors.address}
          onChange={(event) => {
            setAddress(event.target.value);
            clearError('address');
          }}
        />
        <FormFooter error={errors.form} sending={sending || moving} label={t('withdraw.submit')} />
      </form>
      <ConfirmDialog
        open={confirm !== null}
        title={t('withdraw.confirmTitle')}
        confirmLabel={t('withdraw.confirm')}
        busy={moving}
        onConfirm={() => void handleConfirm()}
        onCancel={() => setConfirm(null)}
      >
        {confirm ? (
          <>
            <QuoteFacts quote={confirm.quote} address={confirm.address} />
            <p className="field-hint">{t('withdraw.confirmHint')}</p>
          </>
        ) : null}
      </ConfirmDialog>
    </>
  );
}

/** /settings/withdraw: an amount and a Solana address, checked, confirmed, then pending. */
export function WithdrawPage() {
  const { t } = useTranslation('app');
  const title = t('settings.withdraw');
  usePageTitle(title);
  const { wallet } = useBalances();
  return (
    <div className="page settings-page wallet-page">
      <h1>{title}</h1>
      {wallet.isPending ? (
        <Loading />
      ) : wallet.data ? (
        <WithdrawForm balance={wallet.data.balance} minimum={wallet.data.withdraw_minimum ?? 0} />
      ) : (
        <ErrorState error={wallet.error} onRetry={() => void wallet.refetch()} />
      )}
    </div>
  );
}
