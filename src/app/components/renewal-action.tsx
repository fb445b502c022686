import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayName } from '../../core/people/person-name';
import type { CreatorSummary } from '../../core/contract/users';
import { useAppServices } from '../boot/app-context';
import { ConfirmDialog } from './confirm-dialog';
import { useErrorText } from '../hooks/use-error-text';
import { useFormat } from '../hooks/use-format';
import { useChangeRenewal } from '../hooks/use-change-renewal';

/**
 * 'Cancel subscription' or 'Resume subscription', each confirmed in a dialog that says what follows: a
 * cancelled subscription runs to its end and takes nothing more; a resumed one renews then at its price.
 */
export function RenewalAction({
  creator,
  subscription,
  price,
}: {
  creator: Pick<CreatorSummary, 'id' | 'alias' | 'first_name' | 'last_name'>;
  subscription: { expires_at: string; renews: boolean };
  /** What it renews at; unknown on a profile, where the dialog then leaves the amount out. */
  price?: number;
}) {
  const { t } = useTranslation('app');
  const format = useFormat();
  const errorText = useErrorText();
  const { notify } = useAppServices();
  const [open, setOpen] = useState(false);
  const name = displayName(creator);
  const date = format.date(subscription.expires_at);
  const change = useChangeRenewal(creator, (renews) => {
    setOpen(false);
    notify.getState().notify({
      kind: 'success',
      message: t(renews ? 'subscriptions.resumed' : 'subscriptions.cancelled', { name, date }),
    });
  });
  const cancelling = subscription.renews;
  return (
    <>
      <button
        type="button"
        className="button"
        aria-label={t(cancelling ? 'subscriptions.cancelCreator' : 'subscriptions.resumeCreator', { name })}
        onClick={() => {
          change.reset();
          setOpen(true);
        }}
      >
        {t(cancelling ? 'subscriptions.cancel' : 'subscriptions.resume')}
      </button>
      <ConfirmDialog
        open={open}
        title={t(cancelling ? 'subscriptions.cancelTitle' : 'subscriptions.resumeTitle', { name })}
        confirmLabel={t(cancelling ? 'subscriptions.cancel' : 'subscriptions.resume')}
        cancelLabel={t('subscriptions.keep')}
        busy={change.isPending}
        error={change.error ? errorText(change.error, t('subscriptions.failed')) : null}
        onCancel={() => setOpen(false)}
        onConfirm={() => change.mutate(!cancelling)}
      >
        <p>
          {cancelling
            ? t('subscriptions.cancelText', { name, date })
            : price === undefined
              ? t('subscriptions.resumeText', { name, date })
              : t('subscriptions.resumeTextPrice', { name, date, amount: format.money(price) })}
        </p>
      </ConfirmDialog>
    </>
  );
}
