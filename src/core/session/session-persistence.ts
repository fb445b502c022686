import Cookies from 'js-cookie';
import { z } from 'zod';
import { meSchema, type Me } from '../contract/users';

export interface StoredSession {
  token: string;
  user: Me | null;
}

export interface SessionPersistence {
  read(): StoredSession | null;
  write(session: StoredSession | null): void;
  /** Calls back when another tab changed the session; returns an unsubscribe. */
  subscribe(listener: (session: StoredSession | null) => void): () => void;
}

export const SESSION_COOKIE = 'cuppa_session';
export const SESSION_STORAGE_KEY = 'cuppa.session';

// The cookie says whether a session exists (SPEC.md: signed out means no cookie) and stays small;
// the full user lives in local storage next to it.
const cookieSchema = z.object({ token: z.string().min(1), id: z.number().int().positive().nullable() });
export const storedSessionSchema = z.object({ token: z.string().min(1), user: meSchema.nullable() });

function readLocal(storage: Storage | undefined): StoredSession | null {
  try {
    const raw = storage?.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed = storedSessionSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export interface BrowserPersistenceOptions {
  basePath: string;
  storage?: Storage;
  win?: Window;
}

export function createBrowserSessionPersistence(options: BrowserPersistenceOptions): SessionPersistence {
  const win = options.win ?? (typeof window === 'undefined' ? undefined : window);
  const storage = options.storage ?? safeLocalStorage(win);
  const cookieAttributes: Cookies.CookieAttributes = {
    path: options.basePath,
    sameSite: 'Lax',
    secure: win?.location.protocol === 'https:',
    expires: 30,
  };

  function read(): StoredSession | null {
    let cookie: z.infer<typeof cookieSchema> | null = null;
    try {
      const raw = Cookies.get(SESSION_COOKIE);
      const parsed = raw ? cookieSchema.safeParse(JSON.parse(raw)) : null;
      cookie = parsed?.success ? parsed.data : null;
    } catch {
      cookie = null;
    }
    if (!cookie) {
      storage?.removeItem(SESSION_STORAGE_KEY);
      return null;
    }
    const local = readLocal(storage);
    const user = local && local.token === cookie.token && local.user?.id === cookie.id ? local.user : null;
    return { token: cookie.token, user };
  }

  function write(session: StoredSession | null): void {
    if (!session) {
      Cookies.remove(SESSION_COOKIE, { path: options.basePath });
      storage?.removeItem(SESSION_STORAGE_KEY);
      return;
    }
    Cookies.set(
      SESSION_COOKIE,
      JSON.stringify({ token: session.token, id: session.user?.id ?? null }),
      cookieAttributes,
    );
    try {
      storage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    } catch {
      // Storage full or denied: the cookie still carries the session; the user is read back from /me.
    }
  }

  function subscribe(listener: (session: StoredSession | null) => void): () => void {
    if (!win) return () => {};
    const handleStorage = (event: StorageEvent) => {
      if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
      if (event.newValue === null) {
        listener(null);
        return;
      }
      listener(readLocal(storage));
    };
    win.addEventListener('storage', handleStorage);
    return () => win.removeEventListener('storage', handleStorage);
  }

  return { read, write, subscribe };
}

function safeLocalStorage(win: Window | undefined): Storage | undefined {
  try {
    return win?.localStorage;
  } catch {
    return undefined;
  }
}

/** For frames and tests: nothing survives the page. */
export function createMemorySessionPersistence(initial: StoredSession | null = null): SessionPersistence {
  let current = initial;
  return {
    read: () => current,
    write: (session) => {
      current = session;
    },
    subscribe: () => () => {},
  };
}
