import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineError } from './inline-error';
import { useCreator } from './use-creator';
import { WidgetButton } from './widget-button';
import { useWidget } from './widget-shell';

const TipDialog = lazy(() => import('./tip-dialog'));

/** 'ready to send your tip' (or the page's label); opens the tip dialog, whose code loads on first open. */
export function TipControl() {
  const { t } = useTranslation();
  const { attributes } = useWidget();
  const creator = useCreator();
  const [open, setOpen] = useState(false);
  if (creator.status === 'error') return <InlineError message={creator.error.message} />;
  return (
    <>
      <WidgetButton disabled={creator.status === 'loading'} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {attributes.label || t('tip.readyToSend')}
      </WidgetButton>
      {open && creator.status === 'ready' ? (
        <Suspense fallback={null}>
          <TipDialog open onClose={() => setOpen(false)} creator={creator.data.user} />
        </Suspense>
      ) : null}
    </>
  );
}
