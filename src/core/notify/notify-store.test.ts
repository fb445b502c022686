import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNotifyStore, NOTIFICATION_MS, TOAST_MS } from './notify-store';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('notify', () => {
  it('shows a notification for 2000 ms', () => {
    const store = createNotifyStore();
    store.getState().notify({ message: 'Saved', kind: 'success' });
    expect(NOTIFICATION_MS).toBe(2000);
    vi.advanceTimersByTime(1999);
    expect(store.getState().notifications).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getState().notifications).toHaveLength(0);
  });

  it('shows a toast for 5000 ms and pauses it while hovered', () => {
    const store = createNotifyStore();
    const id = store.getState().toast({ message: 'New message', title: 'Ann' });
    expect(TOAST_MS).toBe(5000);
    vi.advanceTimersByTime(3000);
    store.getState().pause(id);
    expect(store.getState().toasts[0]?.paused).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(store.getState().toasts).toHaveLength(1);
    store.getState().resume(id);
    vi.advanceTimersByTime(1999);
    expect(store.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getState().toasts).toHaveLength(0);
  });

  it('pauses every toast while the window has lost focus', () => {
    const store = createNotifyStore();
    const unbind = store.bindFocusLoss(window);
    store.getState().toast({ message: 'one' });
    window.dispatchEvent(new Event('blur'));
    store.getState().toast({ message: 'two' });
    vi.advanceTimersByTime(10_000);
    expect(store.getState().toasts.map((toast) => toast.paused)).toEqual([true, true]);
    window.dispatchEvent(new Event('focus'));
    vi.advanceTimersByTime(5000);
    expect(store.getState().toasts).toHaveLength(0);
    unbind();
  });

  it('dismisses at once and does not pause notifications', () => {
    const store = createNotifyStore();
    const note = store.getState().notify({ message: 'x' });
    store.getState().pause(note);
    vi.advanceTimersByTime(NOTIFICATION_MS);
    expect(store.getState().notifications).toHaveLength(0);
    const toast = store.getState().toast({ message: 'y' });
    store.getState().dismiss(toast);
    expect(store.getState().toasts).toHaveLength(0);
  });
});
