import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dispatchCuppaEvent } from '../../core/events/cuppa-events';
import { noteSupport } from '../services/support-signal';
import { formatMoney } from '../../core/money/format-money';
import { useDialogEvents } from './dialog-events';
import { InlineError } from './inline-error';
import { lazyPart, useLazyPart } from './lazy-part';
import { useReleaseRoom } from './release-room';
import { useCreator } from './use-creator';
import { WidgetButton } from './widget-button';
import { useWidget } from './widget-host';

const subscribeDialog = lazyPart(() => import('./subscribe-dialog'));

/** 'Subscribe for $N'; the confirmation lives in the app's frame, where the member's session is; its dialog code loads on first open. */
export function SubscribeControl() {
  const { t } = useTranslation();
  const { host, attributes } = useWidget();
  const creator = useCreator();
  const dialog = useLazyPart(subscribeDialog);
  // The public lookup cannot know the member; the frame tells us once it does.
  const [subscribedHere, setSubscribedHere] = useState(false);
  useReleaseRoom(creator.status !== 'loading');
  useDialogEvents(dialog, host, creator.status === 'ready' ? creator.data.user.alias : null, 'subscribe');
  if (creator.status === 'error') return <InlineError message={creator.error.message} />;
  if (creator.status === 'loading') return <WidgetButton disabled>{t('actions.loading')}</WidgetButton>;
  const { user, is_subscribe: subscribedBefore } = creator.data;
  if ((subscribedBefore || subscribedHere) && !dialog.open)
    return (
      <WidgetButton quiet disabled>
        {t('subscribe.subscribed')}
      </WidgetButton>
    );
  return (
    <>
      <WidgetButton aria-haspopup="dialog" onPointerDown={dialog.preload} onClick={dialog.show}>
        {t('subscribe.button', { amount: formatMoney(user.subscription_amount) })}
      </WidgetButton>
      {dialog.failed ? <InlineError message={t('errors.partFailed')} /> : null}
      {dialog.Part ? (
        <dialog.Part
          creator={user}
          onClose={dialog.close}
          onOutcome={(message) => {
            if (message.type === 'cancel') dialog.close();
            if (message.type !== 'subscribed') return;
            setSubscribedHere(true);
            if (message.already) return;
            // The frame shows the receipt; the dialog closes when the reader closes it.
            const { receipt } = message;
            dispatchCuppaEvent(host, 'cuppa-subscribe', {
              creator: user.alias,
              amount: message.amount,
              ...(receipt ? { receipt } : {}),
            });
            noteSupport(attributes.api, user.alias);
          }}
        />
      ) : null}
    </>
  );
}
