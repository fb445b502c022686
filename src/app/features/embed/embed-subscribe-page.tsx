import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../boot/app-context';
import { ErrorState, Loading } from '../../components/status';
import { useIdempotencyKey } from '../../hooks/use-idempotency-key';
import { usePageTitle } from '../../hooks/use-page-title';
import { useSession } from '../../hooks/use-session';
import { ConnectPanel } from './connect-panel';
import { useFrameCreator } from './use-frame-creator';
import { errorMessage, useSendToWidget } from './use-widget-messages';
import { CheckField } from '../../components/check-field';
import { FormError } from '../../components/form-error';
import { Receipt } from '../../components/receipt';
import { formatMoney } from '../../../core/money/format-money';
import { displayName } from '../../../core/people/person-name';
import { ModalActions } from '../../components/modal-actions';
import { queryKeys } from '../../lib/query-keys';
import { useErrorText } from '../../hooks/use-error-text';

/** The subscribe button's confirmation: 'confirm subscription' / 'are you sure subscribe', or 'already subscribed'. */
export function EmbedSubscribePage() {
  const { t } = useTranslation();
  const { t: tApp } = useTranslation('app');
  const errorText = useErrorText();
  usePageTitle(tApp('pages.embedSubscribe'));
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const { signedIn } = useSession();
  const send = useSendToWidget();
  const creator = useFrameCreator();
  const keys = useIdempotencyKey();
  // The reader's choice to show their first name on the creator's supporters wall (off unless ticked).
  const [shown, setShown] = useState(false);
  const subscribe = useMutation({
    mutationFn: (creatorId: number) =>
      api.money.subscribe(creatorId, { idempotencyKey: keys.keyFor({ creatorId, shown }), public: shown }),
    onSettled: (_data, error) => keys.settle(error ?? undefined),
    onSuccess: async (result) => {
      send({
        type: 'subscribed',
        amount: creator.data?.user.subscription_amount ?? 0,
        already: false,
        receipt: result.receipt,
      });
      await queryClient.invalidateQueries({ queryKey: queryKeys.creators.inFrameAll });
    },
    onError: (error) => send(errorMessage(error)),
  });

  const already = creator.data?.is_subscribe === true && !subscribe.isSuccess;
  const amount = creator.data?.user.subscription_amount ?? 0;
  useEffect(() => {
    if (already) send({ type: 'subscribed', amount, already: true });
  }, [already, amount, send]);

  if (!signedIn) return <ConnectPanel />;
  if (creator.isPending) return <Loading />;
  if (!creator.data) return <ErrorState error={creator.error} onRetry={() => void creator.refetch()} />;
  // The receipt comes first: once subscribed, the refreshed lookup says so too.
  if (subscribe.data) {
    const { user: subscribed } = creator.data;
    const name = displayName(subscribed);
    return (
      <Receipt
        lines={[
          t('subscribe.done', { name, amount: formatMoney(subscribed.subscription_amount) }),
          t('receipt.balance', { amount: formatMoney(subscribe.data.points) }),
        ]}
        onClose={() => send({ type: 'cancel' })}
      />
    );
  }
  if (creator.data.is_subscribe) return <p>{t(subscribe.isSuccess ? 'subscribe.subscribed' : 'subscribe.already')}</p>;
  const { user } = creator.data;
  const failure = subscribe.error;
  return (
    <section aria-labelledby="confirm-title">
      {/* The widget's dialog shows this title already; the frame keeps it for its own outline. */}
      <h1 id="confirm-title" className="visually-hidden">
        {t('subscribe.confirmTitle')}
      </h1>
      <p>{t('subscribe.confirmText')}</p>
      <CheckField
        name="public"
        label={t('wall.subscribeChoice', { name: displayName(user) })}
        hint={t('wall.choiceHint')}
        checked={shown}
        disabled={subscribe.isPending}
        onChange={setShown}
      />
      <FormError message={failure ? errorText(failure) : undefined} />
      <ModalActions
        busy={subscribe.isPending}
        confirmLabel={t('actions.accept')}
        cancelLabel={t('actions.cancel')}
        onConfirm={() => subscribe.mutate(user.id)}
        onCancel={() => send({ type: 'cancel' })}
      />
    </section>
  );
}
