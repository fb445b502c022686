import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicUser } from '../../../core/contract/users';
import { formatMoney } from '../../../core/money/format-money';
import { useAppServices } from '../../boot/app-context';
import { CheckField } from '../../components/check-field';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { displayName } from '../../../core/people/person-name';
import { useIdempotencyKey } from '../../hooks/use-idempotency-key';
import { useRequireSignIn } from '../../hooks/use-require-sign-in';
import { queryKeys } from '../../lib/query-keys';
import { useErrorText } from '../../hooks/use-error-text';

/** 'Subscribe for $N', confirmed; afterwards the lookup says is_subscribe and the button is gone. */
export function SubscribeButton({ creator }: { creator: PublicUser }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { api, notify } = useAppServices();
  const queryClient = useQueryClient();
  const requireSignIn = useRequireSignIn();
  const [confirming, setConfirming] = useState(false);
  const keys = useIdempotencyKey();
  // The member's choice to show their first name on the creator's supporters wall (off unless ticked).
  const [shown, setShown] = useState(false);
  const subscribe = useMutation({
    mutationFn: () =>
      api.money.subscribe(creator.id, { idempotencyKey: keys.keyFor({ id: creator.id, shown }), public: shown }),
    onSettled: (_data, error) => keys.settle(error ?? undefined),
    onSuccess: async () => {
      setConfirming(false);
      notify.getState().notify({ kind: 'success', message: t('subscribe.subscribed') });
      // SPEC.md: the page reloads after subscribing; here its data does, so locked posts open up.
      await Promise.all([
        // The creator's lookup and, under it, their goal.
        queryClient.invalidateQueries({ queryKey: queryKeys.creators.one(creator.alias) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.posts.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.subscriptions }),
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
          setShown(false);
          setConfirming(true);
        }}
      >
        {t('subscribe.button', { amount: formatMoney(creator.subscription_amount) })}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t('subscribe.confirmTitle')}
        busy={subscribe.isPending}
        error={subscribe.error ? errorText(subscribe.error) : null}
        onCancel={() => setConfirming(false)}
        onConfirm={() => subscribe.mutate()}
      >
        <p>{t('subscribe.confirmText')}</p>
        <CheckField
          name="public"
          label={t('wall.subscribeChoice', { name: displayName(creator) })}
          hint={t('wall.choiceHint')}
          checked={shown}
          disabled={subscribe.isPending}
          onChange={setShown}
        />
      </ConfirmDialog>
    </>
  );
}
