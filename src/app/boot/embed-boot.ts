import { readFrameParams, type FrameParamsResult } from '../../core/embed/frame-params';
import { createEmbedSessionPersistence } from '../../core/session/embed-session-persistence';
import {
  createBrowserSessionPersistence,
  createMemorySessionPersistence,
  type SessionPersistence,
} from '../../core/session/session-persistence';

/** Null on the app's own pages; on `/embed/*`, the frame's checked parameters. */
export function readEmbedFrame(win: Window, basePath: string): FrameParamsResult | null {
  return win.location.pathname.startsWith(`${basePath}embed/`) ? readFrameParams(win) : null;
}

function frameStorage(win: Window): Storage | undefined {
  try {
    return win.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * A frame never reads the app's first-party session (cookie or local copy): it holds only the scoped
 * token of the site that embeds it. A frame with bad parameters holds nothing at all.
 */
export function sessionPersistenceFor(
  win: Window,
  basePath: string,
  frame: FrameParamsResult | null,
): SessionPersistence {
  if (!frame) return createBrowserSessionPersistence({ basePath });
  if (!frame.ok) return createMemorySessionPersistence();
  return createEmbedSessionPersistence({ site: frame.params.site, storage: frameStorage(win) });
}
