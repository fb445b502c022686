import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * A slide-in panel below the 992 px breakpoint: Escape and navigation close it, focus moves into it
 * on open and back to its toggle on close. Its toggle and panel take `toggleProps` and `panelProps`,
 * which tie the button to the panel (`aria-controls`, `aria-expanded`) and hold their refs.
 */
export function useDrawer(panelId: string) {
  const location = useLocation();
  // Open on the page where it was opened: navigating anywhere closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const close = useCallback(() => {
    setOpenOn(null);
    toggleRef.current?.focus();
  }, []);
  const toggle = useCallback(
    () => setOpenOn((current) => (current === location.key ? null : location.key)),
    [location.key],
  );

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>('a[href], button')?.focus();
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', handleKey);
    return () => document.removeEventListener('keydown', handleKey);
  }, [open, close]);

  return {
    open,
    close,
    toggleProps: { ref: toggleRef, type: 'button', 'aria-expanded': open, 'aria-controls': panelId, onClick: toggle },
    panelProps: { ref: panelRef, id: panelId, 'data-open': open },
  } as const;
}
