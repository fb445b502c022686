import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dispatchCuppaEvent } from '../../core/events/cuppa-events';
import { tw } from '../styles/tw';
import { InlineError } from './inline-error';
import { useCreator } from './use-creator';
import { WidgetButton } from './widget-button';
import { useWidget } from './widget-shell';

const TipDialog = lazy(() => import('./tip-dialog'));
const THANKS_MS = 6000;

/** 'ready to send your tip' (or the page's label); opens the tip dialog, whose code loads on first open. */
export function TipControl() {
  const { t } = useTranslation();
  const { attributes, host } = useWidget();
  const creator = useCreator();
  const [open, setOpen] = useState(false);
  const [thanked, setThanked] = useState(false);
  useEffect(() => {
    if (!thanked) return;
    const timer = setTimeout(() => setThanked(false), THANKS_MS);
    return () => clearTimeout(timer);
  }, [thanked]);
  if (creator.status === 'error') return <InlineError message={creator.error.message} />;

  function handleTipped(amount: number) {
    setOpen(false);
    setThanked(true);
    if (creator.status === 'ready') {
      dispatchCuppaEvent(host, 'cuppa-tip', { creator: creator.data.user.alias, amount, coin: 'solana' });
    }
  }

  return (
    <>
      <WidgetButton disabled={creator.status === 'loading'} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {attributes.label || t('tip.readyToSend')}
      </WidgetButton>
      <span role="status" className={tw(thanked ? 'px-2 font-semibold' : 'sr-only')}>
        {thanked ? t('tip.thankYou') : ''}
      </span>
      {open && creator.status === 'ready' ? (
        <Suspense fallback={null}>
          <TipDialog open onClose={() => setOpen(false)} onTipped={handleTipped} creator={creator.data.user} />
        </Suspense>
      ) : null}
    </>
  );
}
