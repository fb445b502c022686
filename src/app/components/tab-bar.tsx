import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';

interface Beyond {
  /** Tabs lie beyond the row's inline start (left in English, right in Arabic). */
  start: boolean;
  /** Tabs lie beyond its inline end. */
  end: boolean;
}

/**
 * Which edges of a scrolling row have more beyond them. A right-to-left row scrolls to negative
 * offsets (every current browser), so the distance from its start is the offset's size either way.
 */
export function rowBeyond(row: Pick<HTMLElement, 'scrollLeft' | 'scrollWidth' | 'clientWidth'>): Beyond {
  const fromStart = Math.abs(row.scrollLeft);
  const room = row.scrollWidth - row.clientWidth;
  // A pixel of slack: a zoomed page scrolls in fractions.
  return { start: fromStart > 1, end: room - fromStart > 1 };
}

/**
 * The app's row of link tabs (a profile's tabs, the travel types, the event categories): a `nav` of
 * `.tab-link`s, the current one `aria-current="page"` (NavLink sets it). On a narrow screen the row
 * scrolls: an edge fades (styles.css `.tab-bar-frame`) while tabs lie beyond it, and the current tab is
 * scrolled into view when shown and when another is chosen. The links stay plain links in reading order.
 */
export function TabBar({ label, children }: { label: string; children: ReactNode }) {
  const row = useRef<HTMLElement>(null);
  const [beyond, setBeyond] = useState<Beyond>({ start: false, end: false });
  const { pathname, search } = useLocation();

  const measure = useCallback(() => {
    if (!row.current) return;
    const next = rowBeyond(row.current);
    setBeyond((current) => (current.start === next.start && current.end === next.end ? current : next));
  }, []);

  // After every render: the labels (another language, say) may have changed the row's width.
  useLayoutEffect(measure);

  useEffect(() => {
    const element = row.current;
    if (!element) return;
    element.addEventListener('scroll', measure, { passive: true });
    // A turned phone, a late web font: the row or its tabs change size without a render.
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resize?.observe(element);
    for (const tab of element.children) resize?.observe(tab);
    return () => {
      element.removeEventListener('scroll', measure);
      resize?.disconnect();
    };
  }, [measure]);

  // The current tab in view, clear of the fades (the row's scroll-padding), by the row's own scrolling:
  // never the page's, which scrollIntoView would move too.
  useLayoutEffect(() => {
    const element = row.current;
    const current = element?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!element || !current) return;
    const pad = parseFloat(getComputedStyle(element).scrollPaddingInlineStart) || 0;
    const rowBox = element.getBoundingClientRect();
    const tabBox = current.getBoundingClientRect();
    const pastLeft = tabBox.left - (rowBox.left + pad);
    const pastRight = tabBox.right - (rowBox.right - pad);
    if (pastLeft < 0) element.scrollBy({ left: pastLeft });
    else if (pastRight > 0) element.scrollBy({ left: Math.min(pastRight, pastLeft) });
  }, [pathname, search]);

  return (
    <div
      className="tab-bar-frame"
      data-more-start={beyond.start ? '' : undefined}
      data-more-end={beyond.end ? '' : undefined}
    >
      <nav ref={row} className="tab-bar" aria-label={label}>
        {children}
      </nav>
    </div>
  );
}
