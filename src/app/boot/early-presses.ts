import { useEffect } from 'react';
import { layOutDeferred } from './deferred-layout';

declare global {
  interface Window {
    /** Set by index.html's inline script: stops holding presses and hands over those it held. */
    __cuppaEarlyPresses?: () => Element[];
  }
}

/**
 * Presses the buttons a reader pressed before the page was live, once it is: hydration keeps the
 * server's elements, so the same element now runs its handler. One press per button, in order; an
 * element the render replaced is skipped.
 */
export function replayEarlyPresses(): void {
  const held = window.__cuppaEarlyPresses?.() ?? [];
  for (const element of held) if (element.isConnected && element instanceof HTMLElement) element.click();
}

/**
 * Marks the page live (html[data-live]: what waits for presses to work, the browser tests among them,
 * reads it) and presses what was held, once the elements the first paint skipped are laid out
 * (deferred-layout.ts), so nothing moves under a replayed press. Both the root and the root's error page
 * call it, so no page is left holding presses.
 *
 * Not from the effect itself: hydration renders the server's view (no session, use-browser-state), and
 * React renders the member's view only after every effect of that pass has run. A press replayed in the
 * effect ran the visitor's handler and sent a signed-in member to sign in; a task later it runs theirs.
 */
export function useLivePage(): void {
  useEffect(() => {
    let cancelLayout = () => {};
    const timer = setTimeout(() => {
      cancelLayout = layOutDeferred(() => {
        document.documentElement.setAttribute('data-live', '');
        replayEarlyPresses();
      });
    });
    return () => {
      clearTimeout(timer);
      cancelLayout();
    };
  }, []);
}
