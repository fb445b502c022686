import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { dispatchCuppaEvent } from '../../core/events/cuppa-events';
import type { WidgetCreator } from '../../core/contract/widget-reads';
import { formatMoney } from '../../core/money/format-money';
import { tw } from '../styles/tw';
import { AppFrame } from './app-frame';
import { memberConnected, watchConnected } from './connected-hint';
import { useDialogEvents } from './dialog-events';
import { CreatorError, InlineError } from './inline-error';
import { noteSubscription, seenSubscription, watchSubscriptions } from './seen-subscriptions';
import { lazyPart, useLazyPart } from './lazy-part';
import { useReleaseRoom } from './release-room';
import { useCreator } from './use-creator';
import { WidgetButton } from './widget-button';
import { useWidget } from './widget-host';

const subscribeDialog = lazyPart(() => import('./subscribe-dialog'));
const subscribedState = lazyPart(() => import('./subscribed-state'));

/**
 * 'Subscribe for $N'; the confirmation lives in the app's frame, where the member's session is; its dialog
 * code loads on first open. A member who subscribes sees a quiet 'Renews on …' (or 'Ends on …', once
 * cancelled in the app, where 'Manage in Cuppa' leads) instead, also after
 * a reload or on another page of the site: the public lookup cannot know the member, so a hidden frame
 * of the app, which holds the session, says so (only once a frame here has seen the member signed in).
 */
export function SubscribeControl() {
  const { t, i18n } = useTranslation();
  const { host, attributes } = useWidget();
  const creator = useCreator();
  const dialog = useLazyPart(subscribeDialog);
  const alias = attributes.creator ?? '';
  // Until when ('' without a date) and whether it ends then, null for none, undefined while no frame has said.
  const seen = useSyncExternalStore(
    watchSubscriptions,
    () => seenSubscription(alias),
    () => undefined,
  );
  const connected = useSyncExternalStore(watchConnected, memberConnected, () => false);
  // The price the frame says the creator asks now, when it differs from the one read with the page; kept
  // with the creator it was said for, so an element set to another creator shows that creator's own.
  const [newPrice, setNewPrice] = useState<{ user: WidgetCreator; amount: number } | null>(null);
  // Signed out (in a badge, say), the member's subscription is no longer this page's to show.
  const showState = connected && !dialog.open && seen;
  // Its dates and link load when it first shows; until then (or if they cannot load) a plain 'Subscribed'.
  const [State, setState] = useState(subscribedState.loaded);
  // The dialog closed on a subscription: its opener gives way to the state, which takes the focus when it
  // shows (WIDGETS.md: focus returns to the opener). Only then: a page that loads subscribed keeps its focus.
  const refocusRef = useRef(false);
  const closeDialog = () => {
    refocusRef.current = !!seen;
    dialog.close();
  };
  useEffect(() => {
    if (showState && !State)
      subscribedState.load().then(
        (loaded) => setState(() => loaded),
        () => {},
      );
  }, [showState, State]);
  useReleaseRoom(creator.status !== 'loading');
  useDialogEvents(dialog, host, creator.status === 'ready' ? creator.data.user.alias : null, 'subscribe');
  if (creator.status === 'error') return <CreatorError error={creator.error} />;
  if (creator.status === 'loading') return <WidgetButton disabled>{t('actions.loading')}</WidgetButton>;
  const { user } = creator.data;
  const price = newPrice?.user === user ? newPrice.amount : user.subscription_amount;
  const probe = connected ? (
    <AppFrame
      path="subscription"
      params={{ creator: user.alias }}
      title={t('subscribe.subscribed')}
      height={0}
      hidden
      onOutcome={(message) => {
        if (message.type === 'subscription') noteSubscription(user.alias, message.until, message.ends);
      }}
    />
  ) : null;
  // The probe first, in one place whichever state shows: a change of state does not reload its frame.
  if (showState) {
    return (
      <span className={tw('inline-flex flex-wrap items-center gap-x-3 gap-y-1')}>
        {probe}
        {State ? (
          <State seen={showState} alias={user.alias} refocusRef={refocusRef} />
        ) : (
          <WidgetButton quiet disabled>
            <span aria-hidden="true">✓</span>
            {t('subscribe.subscribed')}
          </WidgetButton>
        )}
      </span>
    );
  }
  return (
    <span className={tw('contents')}>
      {probe}
      <WidgetButton aria-haspopup="dialog" onPointerDown={dialog.preload} onClick={dialog.show}>
        {t('subscribe.button', { amount: formatMoney(price, i18n.language) })}
      </WidgetButton>
      {dialog.failed ? <InlineError message={t('errors.partFailed')} /> : null}
      {dialog.Part ? (
        <dialog.Part
          creator={user}
          price={price}
          onClose={closeDialog}
          onOutcome={(message) => {
            if (message.type === 'cancel') closeDialog();
            if (message.type === 'price') setNewPrice({ user, amount: message.amount });
            if (message.type !== 'subscribed') return;
            noteSubscription(user.alias, message.until ?? '', message.ends);
            if (message.already) return;
            // The frame shows the receipt; the dialog closes when the reader closes it.
            const { receipt } = message;
            dispatchCuppaEvent(host, 'cuppa-subscribe', {
              creator: user.alias,
              amount: message.amount,
              ...(receipt ? { receipt } : {}),
            });
          }}
        />
      ) : null}
    </span>
  );
}
