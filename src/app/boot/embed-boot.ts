import {
  readFrameParams,
  widgetLookSchema,
  type FrameParamsResult,
  type WidgetLook,
} from '../../core/embed/frame-params';
import { parseComputedColor, readableTextOn } from '../../core/theme/color';
import { createEmbedSessionPersistence } from '../../core/session/embed-session-persistence';
import {
  createBrowserSessionPersistence,
  createMemorySessionPersistence,
  type SessionPersistence,
} from '../../core/session/session-persistence';

/**
 * The connect popup takes the look of the widget that opened it (its URL carries it); null elsewhere.
 * It stores nothing: the member's own theme choice for the app stays as it was.
 */
export function readPopupLook(win: Window, basePath: string): WidgetLook | null {
  if (win.location.pathname !== `${basePath}auth/connect`) return null;
  const parsed = widgetLookSchema.safeParse(Object.fromEntries(new URLSearchParams(win.location.search)));
  return parsed.success ? parsed.data : null;
}

/** Null on the app's own pages; on `/embed/*`, the frame's checked parameters. */
export function readEmbedFrame(win: Window, basePath: string): FrameParamsResult | null {
  return win.location.pathname.startsWith(`${basePath}embed/`) ? readFrameParams(win) : null;
}

const PROBE_KEY = 'cuppa.embed-probe';

/**
 * The frame's own storage, or undefined when the browser refuses it: reading `localStorage` throws in
 * a cross-site frame when the reader blocks third-party cookies (Chrome, Firefox, Safari's 'block all
 * cookies', some privacy browsers), and a storage that takes no write keeps nothing either. The one
 * place that decides it: the session (sessionPersistenceFor), the connection record (embed-record.ts)
 * and the frame's note that it cannot remember the member (features/embed/frame-storage-note.tsx).
 */
export function frameStorage(win: Window): Storage | undefined {
  try {
    const storage = win.localStorage;
    storage.setItem(PROBE_KEY, '1');
    storage.removeItem(PROBE_KEY);
    return storage;
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

/**
 * The widget's accent, radius and font on the frame's root (WIDGETS.md: frames follow the widget), so
 * a 'Sign in' or 'yes' in the frame matches the buttons around it. The text on the accent is whichever
 * reads better on it.
 */
export function applyFrameLook(root: HTMLElement, params: WidgetLook): void {
  const accent = params.accent ? parseComputedColor(params.accent) : null;
  if (accent) {
    for (const name of ['--accent', '--widget-accent']) root.style.setProperty(name, params.accent ?? '');
    for (const name of ['--accent-text', '--widget-accent-text']) root.style.setProperty(name, readableTextOn(accent));
  }
  if (params.radius) root.style.setProperty('--cuppa-radius', params.radius);
  if (params.font) root.style.fontFamily = params.font;
}
