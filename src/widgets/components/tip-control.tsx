import { useTranslation } from 'react-i18next';
import { dispatchCuppaEvent } from '../../core/events/cuppa-events';
import { useDialogEvents } from './dialog-events';
import { CreatorError, InlineError } from './inline-error';
import { lazyPart, useLazyPart } from './lazy-part';
import { useReleaseRoom } from './release-room';
import { useCreator } from './use-creator';
import { WidgetButton } from './widget-button';
import { useWidget } from './widget-host';

const tipDialog = lazyPart(() => import('./tip-dialog'));

/** 'ready to send your tip' (or the page's label); opens the tip dialog, whose code loads on first open. */
export function TipControl() {
  const { t } = useTranslation();
  const { attributes, host } = useWidget();
  const creator = useCreator();
  const dialog = useLazyPart(tipDialog);
  useReleaseRoom(creator.status !== 'loading');
  useDialogEvents(dialog, host, creator.status === 'ready' ? creator.data.user.alias : null, 'tip');
  if (creator.status === 'error') return <CreatorError error={creator.error} />;

  // The dialog stays open on the receipt (the frame's, or the crypto tab's) until the reader closes it.
  function handleTipped(amount: number, coin: 'solana' | 'usdc' = 'solana') {
    if (creator.status === 'ready') {
      dispatchCuppaEvent(host, 'cuppa-tip', { creator: creator.data.user.alias, amount, coin });
    }
  }

  return (
    <>
      <WidgetButton
        disabled={creator.status === 'loading'}
        aria-haspopup="dialog"
        onPointerDown={dialog.preload}
        onClick={dialog.show}
      >
        {attributes.label || t('tip.readyToSend')}
      </WidgetButton>
      {dialog.failed ? <InlineError message={t('errors.partFailed')} /> : null}
      {dialog.Part && creator.status === 'ready' ? (
        <dialog.Part
          open
          onClose={dialog.close}
          onTipped={handleTipped}
          creator={creator.data.user}
          amount={attributes.amount}
        />
      ) : null}
    </>
  );
}
