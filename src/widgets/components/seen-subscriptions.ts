import { memberConnected, watchConnected } from './connected-hint';

/**
 * What the app's frames said of the member's subscriptions on this page, by creator, so every subscribe
 * button of one creator (a button and a card, say) shows the same state: until when (`''` when the frame
 * gave no date) and whether it ends then (cancelled) rather than renewing, null for none, nothing while
 * no frame has said. Forgotten when the member signs out.
 */
export type SeenSubscription = { until: string; ends?: boolean } | null;
const seen = new Map<string, SeenSubscription>();
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

let watching = false;
function forgetOnSignOut() {
  if (watching) return;
  watching = true;
  watchConnected(() => {
    if (memberConnected() || seen.size === 0) return;
    seen.clear();
    notify();
  });
}

/** The frames say so when asked or when it changes, rarely: each saying is a new state to show. */
export function noteSubscription(creator: string, until: string | null, ends?: boolean): void {
  seen.set(creator.toLowerCase(), until === null ? null : { until, ends });
  notify();
}

export function seenSubscription(creator: string): SeenSubscription | undefined {
  return seen.get(creator.toLowerCase());
}

export function watchSubscriptions(listener: () => void): () => void {
  forgetOnSignOut();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
