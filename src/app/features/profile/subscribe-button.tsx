import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicUser } from '../../../core/contract/users';
import { useFormat } from '../../hooks/use-format';
import { useAppServices } from '../../boot/app-context';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { SubscribeTerms } from '../../components/subscribe-terms';
import { useIdempotencyKey } from '../../hooks/use-idempotency-key';
import { useRequireSignIn } from '../../hooks/use-require-sign-in';
import { queryKeys } from '../../lib/query-keys';
import { useErrorText } from '../../hooks/use-error-text';
import { useShownPrice } from '../../hooks/use-shown-price';

/** 'Subscribe for $N', confirmed; afterwards the lookup says is_subscribe and the button is gone. */
export function SubscribeButton({ creator }: { creator: PublicUser }) {
  const { t } = useTranslation();
  const format = useFormat();
  const errorText = useErrorText();
  const { api, notify } = useAppServices();
  const queryClient = useQueryClient();
  const requireSignIn = useRequireSignIn();
  const [confirming, setConfirming] = useState(false);
  const keys = useIdempotencyKey();
  // The member's choice to show their first name on the creator's supporters wall (off unless ticked).
  const [onWall, setOnWall] = useState(false);
  const shown = useShownPrice(creator.subscription_amount);
  const subscribe = useMutation({
    mutationFn: (amount: number) =>
      api.money.subscribe(creator.id, amount, {
        idempotencyKey: keys.keyFor({ creator: creator.id, amount, public: onWall }),
        public: onWall,
      }),
    onSettled: (_data, error) => keys.settle(error ?? undefined),
    onError: async (error) => {
      // The creator changed the price: the dialog now asks at the new one, and the page shows it too.
      if (shown.takeChange(error))
        await queryClient.invalidateQueries({ queryKey: queryKeys.creators.one(creator.alias) });
    },
    onSuccess: async () => {
      setConfirming(false);
      notify.getState().notify({ kind: 'success', message: t('subscribe.subscribed') });
      // SPEC.md: the page reloads after subscribing; here its data does, so locked posts open up.
      await Promise.all([
        // The creator's lookup and, under it, their goal.
        queryClient.invalidateQueries({ queryKey: queryKeys.creators.one(creator.alias) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.posts.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.subscriptions }),
        // The wallet's transactions and earnings show the payment.
        queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all }),
      ]);
    },
  });
  return (
    <>
      <button
        type="button"
        className="button button-primary"
        onClick={() => {
          if (!requireSignIn()) return;
          subscribe.reset();
          shown.reset();
          setOnWall(false);
          setConfirming(true);
        }}
      >
        {t('subscribe.button', { amount: format.money(creator.subscription_amount) })}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t('subscribe.confirmTitle')}
        busy={subscribe.isPending}
        error={shown.failure(
          subscribe.error,
          t('subscribe.priceChanged', { amount: format.money(shown.price) }),
          errorText,
        )}
        onCancel={() => setConfirming(false)}
        onConfirm={() => subscribe.mutate(shown.price)}
      >
        <SubscribeTerms
          creator={creator}
          price={shown.price}
          onWall={onWall}
          onWallChange={setOnWall}
          disabled={subscribe.isPending}
        />
      </ConfirmDialog>
    </>
  );
}
