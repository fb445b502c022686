import { memberConnected, watchConnected } from './connected-hint';

/**
 * What the app's frames said of the member's subscriptions on this page, by creator, so every subscribe
 * button of one creator (a button and a card, say) shows the same state: until when (`''` when the frame
 * gave no date), null for none, nothing while no frame has said. Forgotten when the member signs out.
 */
const seen = new Map<string, string | null>();
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

export function noteSubscription(creator: string, until: string | null): void {
  const key = creator.toLowerCase();
  if (seen.get(key) === until) return;
  seen.set(key, until);
  notify();
}

export function seenSubscription(creator: string): string | null | undefined {
  return seen.get(creator.toLowerCase());
}

export function watchSubscriptions(listener: () => void): () => void {
  forgetOnSignOut();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
