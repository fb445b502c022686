import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while the server renders and while the browser hydrates that HTML, true from then on (and at
 * once on a page rendered in the browser). What only the browser knows (the member's session, their
 * stored theme) waits for it, so hydration meets exactly the markup the server sent; React re-renders
 * with the browser's value right after, with no mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
