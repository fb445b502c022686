import { useLayoutEffect } from 'react';
import { widgetTags, type WidgetTag } from '../table/widget-tags';
import { outermostHost } from './outermost-host';
import { useWidget } from './widget-host';

/**
 * Gives back the room the element reserved before its code loaded (the loader's, or the same values in
 * the snippet's inline style), so a shorter button is not left in a wider box. A size the site owner
 * chose, any other value, stays.
 */
export function releaseRoom(element: HTMLElement): void {
  const room = (widgetTags as Partial<Record<string, (typeof widgetTags)[WidgetTag]>>)[element.localName]?.room;
  if (!room) return;
  if (element.style.minWidth === room.minWidth) element.style.removeProperty('min-width');
  if (element.style.minHeight === room.minHeight) element.style.removeProperty('min-height');
}

/**
 * Once the widget shows what it will keep showing (not a loading state of another size), before that is
 * painted: the element then has the widget's own size from its first frame.
 */
export function useReleaseRoom(settled: boolean): void {
  const { host } = useWidget();
  useLayoutEffect(() => {
    if (settled) releaseRoom(outermostHost(host) as HTMLElement);
  }, [settled, host]);
}
