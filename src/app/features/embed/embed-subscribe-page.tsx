import { RenewalDate } from '../../components/renewal-date';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../boot/app-context';
import { ErrorState, Loading } from '../../components/status';
import { useIdempotencyKey } from '../../hooks/use-idempotency-key';
import { usePageTitle } from '../../hooks/use-page-title';
import { useSession } from '../../hooks/use-session';
import { ConnectPanel } from './connect-panel';
import { FrameStorageNote } from './frame-storage-note';
import { useFrameCreator } from './use-frame-creator';
import { errorMessage, useFrameParams, useSendToWidget } from './use-widget-messages';
import { SubscribeTerms } from '../../components/subscribe-terms';
import { knownRefusal, Refusal } from '../../components/payment-refusal';
import { changedPrice, isApiError } from '../../../core/http/api-error';
import { ReconnectButton } from './reconnect-button';
import { useFrameLimits } from './use-frame-limits';
import { Receipt } from '../../components/receipt';
import { displayName } from '../../../core/people/person-name';
import { ModalActions } from '../../components/modal-actions';
import { queryKeys } from '../../lib/query-keys';
import { useFormat } from '../../hooks/use-format';
import { useShownPrice } from '../../hooks/use-shown-price';

/** The subscribe button's confirmation: 'confirm subscription' / 'are you sure subscribe', or 'already subscribed'. */
export function EmbedSubscribePage() {
  const { t } = useTranslation();
  const { t: tApp } = useTranslation('app');
  const format = useFormat();
  usePageTitle(tApp('pages.embedSubscribe'));
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const { signedIn } = useSession();
  const send = useSendToWidget();
  const creator = useFrameCreator();
  const { price: widgetPrice } = useFrameParams();
  // The price the widget showed, else (opened without one) the price read here: what is asked and sent.
  const shown = useShownPrice(widgetPrice ?? creator.data?.user.subscription_amount ?? 0);
  const keys = useIdempotencyKey();
  // The reader's choice to show their first name on the creator's supporters wall (off unless ticked).
  const [onWall, setOnWall] = useState(false);
  const { limits, refresh } = useFrameLimits();
  const subscribe = useMutation({
    mutationFn: async ({ creatorId, amount }: { creatorId: number; amount: number }) => {
      // What the API would refuse is refused here, on fresh limits: no 402 or 403 in the blog's console.
      if (knownRefusal(amount, limits)) {
        const refusal = knownRefusal(amount, await refresh().catch(() => limits));
        if (refusal) throw refusal;
      }
      return api.money.subscribe(creatorId, amount, {
        idempotencyKey: keys.keyFor({ creator: creatorId, amount, public: onWall }),
        public: onWall,
      });
    },
    onSettled: (_data, error) => keys.settle(error ?? undefined),
    onSuccess: async (done, { amount }) => {
      send({
        type: 'subscribed',
        amount,
        already: false,
        until: done.subscription.expires_at,
        receipt: done.receipt,
      });
      void refresh();
      await queryClient.invalidateQueries({ queryKey: queryKeys.creators.inFrameAll });
    },
    onError: (error) => {
      // Not an error to the host page: a question asked again here, at the price the widget now shows too.
      const price = changedPrice(error);
      if (price === null) send(errorMessage(error));
      else {
        shown.takeChange(error);
        send({ type: 'price', amount: price });
      }
    },
  });

  const already = creator.data?.is_subscribe === true && !subscribe.isSuccess;
  const amount = creator.data?.user.subscription_amount ?? 0;
  const subscription = creator.data?.subscription;
  const until = subscription?.expires_at;
  const ends = subscription?.renews === false;
  useEffect(() => {
    if (already)
      send({ type: 'subscribed', amount, already: true, ...(until ? { until } : {}), ...(ends ? { ends } : {}) });
  }, [already, amount, until, ends, send]);

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
          t('subscribe.done', { name, amount: format.money(subscribe.variables.amount) }),
          t('receipt.balance', { amount: format.money(subscribe.data.points) }),
        ]}
        onClose={() => send({ type: 'cancel' })}
      />
    );
  }
  if (creator.data.is_subscribe) {
    return (
      <>
        <p>{t(subscribe.isSuccess ? 'subscribe.subscribed' : 'subscribe.already')}</p>
        {subscription ? (
          <p className="muted">
            <RenewalDate subscription={subscription} />
          </p>
        ) : null}
      </>
    );
  }
  const { user } = creator.data;
  const failure = subscribe.error;
  return (
    <section aria-labelledby="confirm-title">
      {/* The widget's dialog shows this title already; the frame keeps it for its own outline. */}
      <h1 id="confirm-title" className="visually-hidden">
        {t('subscribe.confirmTitle')}
      </h1>
      <SubscribeTerms
        creator={user}
        price={shown.price}
        onWall={onWall}
        onWallChange={setOnWall}
        disabled={subscribe.isPending}
      />
      {failure ? (
        <div className="form-error" role="alert">
          {changedPrice(failure) === null ? (
            <Refusal failure={failure} limits={limits} />
          ) : (
            <p>{t('subscribe.priceChanged', { amount: format.money(shown.price) })}</p>
          )}
          {isApiError(failure) && failure.code === 'daily_limit' ? <ReconnectButton /> : null}
        </div>
      ) : null}
      <ModalActions
        busy={subscribe.isPending}
        confirmLabel={t('actions.accept')}
        cancelLabel={t('actions.cancel')}
        onConfirm={() => subscribe.mutate({ creatorId: user.id, amount: shown.price })}
        onCancel={() => send({ type: 'cancel' })}
      />
      <FrameStorageNote />
    </section>
  );
}
