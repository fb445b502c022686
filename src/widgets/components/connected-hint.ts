/**
 * Whether a frame on this site last reported a signed-in member, kept in the host page's storage: only
 * then does a subscribe button ask a hidden frame of the app whether the member subscribes, so a reader
 * who never connected this site loads no frame for it. Not a secret, and nothing to trust: the page
 * hears as much from `cuppa-session`, and the frame, which holds the session, gives the answer.
 */
const KEY = 'cuppa:connected';
const listeners = new Set<() => void>();
// What this page heard last, for a page whose storage is refused (then it lasts as long as the page).
let heard = false;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function memberConnected(): boolean {
  try {
    const kept = storage();
    return kept ? kept.getItem(KEY) === '1' : heard;
  } catch {
    return heard;
  }
}

/** A frame said whether the member is signed in. */
export function rememberSession(signedIn: boolean): void {
  if (memberConnected() === signedIn) return;
  heard = signedIn;
  try {
    if (signedIn) storage()?.setItem(KEY, '1');
    else storage()?.removeItem(KEY);
  } catch {
    // Storage refused: `heard` holds it for this page.
  }
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: a sign-in in a frame of this page, or in another tab of the site. */
export function watchConnected(listener: () => void): () => void {
  listeners.add(listener);
  const handleStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener('storage', handleStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', handleStorage);
  };
}
