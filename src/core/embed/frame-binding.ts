/**
 * An approval belongs to the frame that asked for it (DESIGN.md, the money boundary). Any page can
 * open /auth/connect with a site, handoff and challenge of its own making, so the popup's address
 * proves nothing. The frame therefore also writes its request into its own address before it opens
 * the popup; the browser hands the popup that address as its referrer, which no page on another
 * origin can forge (the app's pages keep the default referrer policy, which sends the whole address
 * within one origin); and the popup offers the approval only when the two agree. The frame accepted
 * its `site` only after checking it against the page that embeds it (frame-params.ts).
 */
export interface ConnectIds {
  site: string;
  handoff: string;
  challenge: string;
}

const keys = ['site', 'handoff', 'challenge'] as const;

/** The frame's side: its request in its own address, in place (no history entry, no reload). */
export function markFrameAddress(win: Window, request: ConnectIds): void {
  const url = new URL(win.location.href);
  for (const key of keys) url.searchParams.set(key, request[key]);
  win.history.replaceState(win.history.state, '', url.href);
}

/**
 * The popup's side: true only when `referrer` is an address of the app's own embed pages (`embedBase`,
 * for example https://app.example/cuppa/embed/) that carries this very request.
 */
export function isFrameRequest(referrer: string, embedBase: string, request: ConnectIds): boolean {
  let from: URL;
  let base: URL;
  try {
    from = new URL(referrer);
    base = new URL(embedBase);
  } catch {
    return false;
  }
  if (from.origin !== base.origin || !from.pathname.startsWith(base.pathname)) return false;
  return keys.every((key) => from.searchParams.get(key) === request[key]);
}
