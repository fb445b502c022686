import { useSyncExternalStore } from 'react';
import type { StoreApi } from 'zustand';

/**
 * A store's value that only the browser knows (the member's session, their stored theme): `serverValue`
 * while the server renders and while the browser hydrates that HTML, so hydration meets exactly the
 * markup the server sent; the store's own value from then on (at once on a page rendered in the
 * browser). Where the two are the same (a visitor has no session) React does nothing more after
 * hydrating; where they differ it renders again with the browser's value, with no mismatch. That second
 * render cannot be sliced: a flag that always changed (hydrated: false, then true) re-rendered every
 * member-aware component of the page in one long task on a slow phone.
 * `select` must return the same value for the same state (a field, not a new object).
 */
export function useBrowserState<State, Value>(
  store: StoreApi<State>,
  select: (state: State) => Value,
  serverValue: Value,
): Value {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.getState()),
    () => serverValue,
  );
}
