import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ValidateResponse } from '../../../core/contract/wallet';
import { useAppServices } from '../../boot/app-context';
import { TextField } from '../../components/text-field';
import { FormFooter } from '../../components/form-footer';
import { useApiText } from '../../hooks/use-error-text';
import { useFormSubmit } from '../../hooks/use-form-submit';
import { useFormat } from '../../hooks/use-format';
import { paths } from '../../config/paths';
import { queryKeys } from '../../lib/query-keys';

export type HashError = 'required' | 'long' | 'chars';

/** The contract's hash rule (base58, at most 128 characters) as translation keys. */
export function checkHash(text: string): HashError | null {
  const hash = text.trim();
  if (!hash) return 'required';
  if (hash.length > 128) return 'long';
  return /^[1-9A-HJ-NP-Za-km-z]+$/.test(hash) ? null : 'chars';
}

/**
 * Asks the server to look a deposit up on the chain and credit it. The server says what happened
 * (credited, or already credited); that sentence is shown in the reader's words, the amount as they
 * write money.
 */
export function ValidateHashForm() {
  const { t } = useTranslation('wallet');
  const { api, session } = useAppServices();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [hash, setHash] = useState('');
  const [result, setResult] = useState<ValidateResponse | null>(null);
  const apiText = useApiText();
  const { money } = useFormat();

  const { errors, sending, handleSubmit, clearError } = useFormSubmit<'hash'>({
    fields: ['hash'],
    codeFields: { not_found: 'hash', forbidden: 'hash', invalid_input: 'hash' },
    validate: () => {
      const problem = checkHash(hash);
      return problem ? { hash: t(`validate.errors.${problem}`) } : {};
    },
    submit: async () => {
      setResult(null);
      const answer = await api.wallet.validate(hash);
      setResult(answer);
      await queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all });
      // A credit changes the balance the rest of the app shows.
      if (answer.transaction) session.getState().setPoints((await api.wallet.productBalance()).balance);
    },
  });

  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('validate.title')}</h2>
      <p className="muted">{t('validate.intro')}</p>
      <form noValidate onSubmit={(event) => void handleSubmit(event)}>
        <TextField
          label={t('validate.hash')}
          name="hash"
          autoComplete="off"
          spellCheck={false}
          dir="ltr"
          value={hash}
          error={errors.hash}
          onChange={(event) => {
            setHash(event.target.value);
            setResult(null);
            clearError('hash');
          }}
        />
        <FormFooter error={errors.form} sending={sending} label={t('validate.submit')} />
      </form>
      <div role="status" aria-live="polite">
        {result ? (
          <p className={`validate-result${result.transaction ? ' is-credited' : ''}`}>
            {apiText(result.message, result.transaction ? { amount: money(result.transaction.amount) } : {})}
            {result.transaction ? (
              <>
                {' '}
                <Link to={paths.settings.orders.href({ id: result.transaction.id })}>{t('transactions.details')}</Link>
              </>
            ) : null}
          </p>
        ) : null}
      </div>
    </section>
  );
}
