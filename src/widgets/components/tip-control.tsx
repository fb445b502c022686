import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dispatchCuppaEvent } from '../../core/events/cuppa-events';
import { tw } from '../styles/tw';
import { InlineError } from './inline-error';
import { lazyPart, useLazyPart } from './lazy-part';
import { useReleaseRoom } from './release-room';
import { useCreator } from './use-creator';
import { WidgetButton } from './widget-button';
import { useWidget } from './widget-host';

const tipDialog = lazyPart(() => import('./tip-dialog'));
const THANKS_MS = 6000;

/** 'ready to send your tip' (or the page's label); opens the tip dialog, whose code loads on first open. */
export function TipControl() {
  const { t } = useTranslation();
  const { attributes, host } = useWidget();
  const creator = useCreator();
  const dialog = useLazyPart(tipDialog);
  const [thanked, setThanked] = useState(false);
  useReleaseRoom(creator.status !== 'loading');
  useEffect(() => {
    if (!thanked) return;
    const timer = setTimeout(() => setThanked(false), THANKS_MS);
    return () => clearTimeout(timer);
  }, [thanked]);
  if (creator.status === 'error') return <InlineError message={creator.error.message} />;

  function handleTipped(amount: number) {
    dialog.close();
    setThanked(true);
    if (creator.status === 'ready') {
      dispatchCuppaEvent(host, 'cuppa-tip', { creator: creator.data.user.alias, amount, coin: 'solana' });
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
      <span role="status" className={tw(thanked ? 'px-2 font-semibold' : 'sr-only')}>
        {thanked ? t('tip.thankYou') : ''}
      </span>
      {dialog.failed ? <InlineError message={t('errors.partFailed')} /> : null}
      {dialog.Part && creator.status === 'ready' ? (
        <dialog.Part open onClose={dialog.close} onTipped={handleTipped} creator={creator.data.user} />
      ) : null}
    </>
  );
}
