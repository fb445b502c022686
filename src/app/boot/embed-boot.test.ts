import { afterEach, describe, expect, it } from 'vitest';
import { frameParamsSchema } from '../../core/embed/frame-params';
import { embedSessionKey } from '../../core/session/embed-session-persistence';
import { createSessionStore } from '../../core/session/session-store';
import { me } from '../../core/testing/fixtures';
import { frameStorage, sessionPersistenceFor } from './embed-boot';

const params = frameParamsSchema.parse({ site: 'https://blog.example', channel: 'channel-1234' });
const frame = { ok: true as const, params };

/** A frame's window whose `localStorage` throws on access, as Chrome's with third-party cookies blocked. */
const refusing = {
  get localStorage(): Storage {
    throw new DOMException('Access is denied for this document.', 'SecurityError');
  },
} as unknown as Window;

/** Storage that is there but takes nothing (a quota of zero): as good as none for a session. */
const readOnly = {
  localStorage: {
    getItem: () => null,
    setItem: () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
    removeItem: () => {},
  },
} as unknown as Window;

afterEach(() => localStorage.clear());

describe("the frame's storage", () => {
  it("is the window's local storage when the browser lets the frame write to it", () => {
    expect(frameStorage(window)).toBe(localStorage);
    expect(localStorage.length).toBe(0);
  });

  it('is none when reading it throws, or when it takes no writes', () => {
    expect(frameStorage(refusing)).toBeUndefined();
    expect(frameStorage(readOnly)).toBeUndefined();
  });

  it("without it, the frame's session lives in memory for the page's life, and signs out", () => {
    const session = createSessionStore(sessionPersistenceFor(refusing, '/', frame));
    session.getState().signIn('e'.repeat(32), me);
    expect(session.getState().token).toBe('e'.repeat(32));
    session.getState().signOut();
    expect(session.getState().token).toBeNull();
  });

  it('with it, the session is kept under the site’s own key', () => {
    const session = createSessionStore(sessionPersistenceFor(window, '/', frame));
    session.getState().signIn('e'.repeat(32), me);
    expect(JSON.parse(localStorage.getItem(embedSessionKey('https://blog.example')) ?? 'null')).toMatchObject({
      token: 'e'.repeat(32),
    });
  });
});
