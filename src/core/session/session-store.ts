import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Me } from '../contract/users';
import type { SessionPersistence, StoredSession } from './session-persistence';

export interface SessionState {
  token: string | null;
  /** Null while signed out, or signed in but the full user has not been read back yet. */
  user: Me | null;
  /** `user` may follow later (a frame reads it back with its new token). */
  signIn: (token: string, user: Me | null) => void;
  /** After a profile change or a /me read: the same session, a fresher user. */
  updateUser: (user: Me) => void;
  /** The server's `points` after a money call. */
  setPoints: (points: number) => void;
  signOut: () => void;
}

export type SessionStore = StoreApi<SessionState>;

function toStored(state: Pick<SessionState, 'token' | 'user'>): StoredSession | null {
  return state.token ? { token: state.token, user: state.user } : null;
}

/** The page's one session, restored from storage and written back on every change. */
export function createSessionStore(persistence: SessionPersistence): SessionStore {
  const initial = persistence.read();
  const store = createStore<SessionState>()((set, get) => ({
    token: initial?.token ?? null,
    user: initial?.user ?? null,
    signIn: (token, user) => set({ token, user }),
    updateUser: (user) => {
      if (get().token) set({ user });
    },
    setPoints: (points) => {
      const { user } = get();
      if (user && user.points !== points) set({ user: { ...user, points } });
    },
    signOut: () => set({ token: null, user: null }),
  }));

  let applyingExternal = false;
  store.subscribe((state, previous) => {
    if (applyingExternal || (state.token === previous.token && state.user === previous.user)) return;
    persistence.write(toStored(state));
  });

  // Another tab signed in, out, or spent: take its state without writing it back.
  persistence.subscribe((stored) => {
    applyingExternal = true;
    try {
      store.setState({ token: stored?.token ?? null, user: stored?.user ?? null });
    } finally {
      applyingExternal = false;
    }
  });

  return store;
}
