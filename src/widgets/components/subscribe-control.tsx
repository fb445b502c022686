import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dispatchCuppaEvent } from '../../core/events/cuppa-events';
import { formatMoney } from '../../core/money/format-money';
import { InlineError } from './inline-error';
import { useCreator } from './use-creator';
import { WidgetButton } from './widget-button';
import { useWidget } from './widget-shell';

const SubscribeDialog = lazy(() => import('./subscribe-dialog'));

/** 'Subscribe for $N'; the confirmation lives in the app's frame, where the member's session is; its dialog code loads on first open. */
export function SubscribeControl() {
  const { t } = useTranslation();
  const { host } = useWidget();
  const creator = useCreator();
  const [open, setOpen] = useState(false);
  // The public lookup cannot know the member; the frame tells us once it does.
  const [subscribedHere, setSubscribedHere] = useState(false);
  if (creator.status === 'error') return <InlineError message={creator.error.message} />;
  if (creator.status === 'loading') return <WidgetButton disabled>{t('actions.loading')}</WidgetButton>;
  const { user, is_subscribe: subscribedBefore } = creator.data;
  if ((subscribedBefore || subscribedHere) && !open)
    return (
      <WidgetButton quiet disabled>
        {t('subscribe.subscribed')}
      </WidgetButton>
    );
  return (
    <>
      <WidgetButton aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('subscribe.button', { amount: formatMoney(user.subscription_amount) })}
      </WidgetButton>
      {open ? (
        <Suspense fallback={null}>
          <SubscribeDialog
            creator={user}
            onClose={() => setOpen(false)}
            onOutcome={(message) => {
              if (message.type === 'cancel') setOpen(false);
              if (message.type !== 'subscribed') return;
              setSubscribedHere(true);
              if (message.already) return;
              setOpen(false);
              dispatchCuppaEvent(host, 'cuppa-subscribe', { creator: user.alias, amount: message.amount });
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
