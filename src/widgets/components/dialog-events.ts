import { useEffect, useRef } from 'react';
import { dispatchCuppaEvent, type CuppaDialog } from '../../core/events/cuppa-events';
import { OPENED_BY_API } from '../table/widget-tags';
import { outermostHost } from './outermost-host';

/**
 * A widget's dialog, as the host page hears it: `cuppa-open` and `cuppa-close` (WIDGETS.md). An element
 * the JavaScript API made opens its dialog as soon as the creator is known, and goes once it closes.
 */
export function useDialogEvents(
  dialog: { open: boolean; show: () => void },
  host: HTMLElement,
  creator: string | null,
  kind: CuppaDialog,
): void {
  const wasOpen = useRef(false);
  const { open, show } = dialog;
  // The element the page holds (the view renders inside its shadow root).
  const element = outermostHost(host) as HTMLElement;
  useEffect(() => {
    if (!creator || open === wasOpen.current) return;
    wasOpen.current = open;
    dispatchCuppaEvent(host, open ? 'cuppa-open' : 'cuppa-close', { creator, dialog: kind });
    if (!open && element.hasAttribute(OPENED_BY_API)) element.remove();
  }, [open, creator, host, element, kind]);
  useEffect(() => {
    if (creator && element.hasAttribute(OPENED_BY_API)) show();
  }, [creator, element, show]);
}
