import { createStore, type StoreApi } from 'zustand/vanilla';
import { randomId } from '../ids/random-id';

export const NOTIFICATION_MS = 2000;
export const TOAST_MS = 5000;

export type NoticeKind = 'success' | 'danger' | 'warning' | 'info';

export interface Notice {
  id: string;
  kind: NoticeKind;
  message: string;
  title?: string;
  /** Toasts pause while hovered or while the window has lost focus. */
  paused: boolean;
}

export interface NotifyState {
  notifications: Notice[];
  toasts: Notice[];
  notify: (input: { message: string; kind?: NoticeKind; durationMs?: number }) => string;
  toast: (input: { message: string; title?: string; kind?: NoticeKind; durationMs?: number }) => string;
  dismiss: (id: string) => void;
  pause: (id: string) => void;
  resume: (id: string) => void;
}

export type NotifyStore = StoreApi<NotifyState> & {
  /** Pauses every toast while the window is blurred; returns an unbind. */
  bindFocusLoss: (win: Window) => () => void;
};

interface Timer {
  remaining: number;
  startedAt: number;
  handle: ReturnType<typeof setTimeout> | null;
}

/** Notifications (2000 ms) and toasts (5000 ms, top-right, paused on hover and on focus loss). */
export function createNotifyStore(now: () => number = () => Date.now()): NotifyStore {
  const timers = new Map<string, Timer>();
  let windowBlurred = false;

  const store = createStore<NotifyState>()((set, get) => {
    function remove(id: string) {
      const timer = timers.get(id);
      if (timer?.handle) clearTimeout(timer.handle);
      timers.delete(id);
      set((state) => ({
        notifications: state.notifications.filter((notice) => notice.id !== id),
        toasts: state.toasts.filter((notice) => notice.id !== id),
      }));
    }

    function start(id: string) {
      const timer = timers.get(id);
      if (!timer || timer.handle) return;
      timer.startedAt = now();
      timer.handle = setTimeout(() => remove(id), timer.remaining);
    }

    function stop(id: string) {
      const timer = timers.get(id);
      if (!timer?.handle) return;
      clearTimeout(timer.handle);
      timer.handle = null;
      timer.remaining = Math.max(0, timer.remaining - (now() - timer.startedAt));
    }

    function setPaused(id: string, paused: boolean) {
      set((state) => ({
        toasts: state.toasts.map((notice) => (notice.id === id ? { ...notice, paused } : notice)),
      }));
    }

    return {
      notifications: [],
      toasts: [],
      notify: ({ message, kind = 'info', durationMs = NOTIFICATION_MS }) => {
        const id = randomId();
        timers.set(id, { remaining: durationMs, startedAt: now(), handle: null });
        set((state) => ({ notifications: [...state.notifications, { id, kind, message, paused: false }] }));
        start(id);
        return id;
      },
      toast: ({ message, title, kind = 'info', durationMs = TOAST_MS }) => {
        const id = randomId();
        timers.set(id, { remaining: durationMs, startedAt: now(), handle: null });
        const notice: Notice = { id, kind, message, paused: windowBlurred, ...(title ? { title } : {}) };
        set((state) => ({ toasts: [...state.toasts, notice] }));
        if (!windowBlurred) start(id);
        return id;
      },
      dismiss: remove,
      pause: (id) => {
        if (!get().toasts.some((notice) => notice.id === id)) return;
        stop(id);
        setPaused(id, true);
      },
      resume: (id) => {
        if (windowBlurred || !get().toasts.some((notice) => notice.id === id)) return;
        setPaused(id, false);
        start(id);
      },
    };
  });

  function bindFocusLoss(win: Window): () => void {
    const handleBlur = () => {
      windowBlurred = true;
      for (const notice of store.getState().toasts) store.getState().pause(notice.id);
    };
    const handleFocus = () => {
      windowBlurred = false;
      for (const notice of store.getState().toasts) store.getState().resume(notice.id);
    };
    win.addEventListener('blur', handleBlur);
    win.addEventListener('focus', handleFocus);
    return () => {
      win.removeEventListener('blur', handleBlur);
      win.removeEventListener('focus', handleFocus);
    };
  }

  return Object.assign(store, { bindFocusLoss });
}
