import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { me } from '../testing/fixtures';
import {
  createBrowserSessionPersistence,
  createMemorySessionPersistence,
  SESSION_COOKIE,
  SESSION_STORAGE_KEY,
} from './session-persistence';
import { createSessionStore } from './session-store';

afterEach(() => {
  Cookies.remove(SESSION_COOKIE, { path: '/' });
  localStorage.clear();
});

describe('session store', () => {
  it('writes the cookie and the local copy on sign-in and restores them on the next load', () => {
    const store = createSessionStore(createBrowserSessionPersistence({ basePath: '/' }));
    expect(store.getState().token).toBeNull();
    store.getState().signIn('tok-1', me);
    expect(JSON.parse(Cookies.get(SESSION_COOKIE) ?? '')).toEqual({ token: 'tok-1', id: 5 });
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '').user.alias).toBe('mia');

    const restored = createSessionStore(createBrowserSessionPersistence({ basePath: '/' }));
    expect(restored.getState().token).toBe('tok-1');
    expect(restored.getState().user).toEqual(me);
  });

  it('is signed out without the cookie, and drops a stale local copy', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'old', user: me }));
    const store = createSessionStore(createBrowserSessionPersistence({ basePath: '/' }));
    expect(store.getState()).toMatchObject({ token: null, user: null });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('keeps the token but not a local user that belongs to another session', () => {
    Cookies.set(SESSION_COOKIE, JSON.stringify({ token: 'new', id: 5 }));
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'old', user: me }));
    const store = createSessionStore(createBrowserSessionPersistence({ basePath: '/' }));
    expect(store.getState()).toMatchObject({ token: 'new', user: null });
  });

  it('ignores a malformed cookie or local copy', () => {
    Cookies.set(SESSION_COOKIE, '{not json');
    expect(createSessionStore(createBrowserSessionPersistence({ basePath: '/' })).getState().token).toBeNull();
    Cookies.set(SESSION_COOKIE, JSON.stringify({ token: 't', id: 5 }));
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 't', user: { id: 'x' } }));
    expect(createSessionStore(createBrowserSessionPersistence({ basePath: '/' })).getState()).toMatchObject({
      token: 't',
      user: null,
    });
  });

  it('clears both on sign-out', () => {
    const store = createSessionStore(createBrowserSessionPersistence({ basePath: '/' }));
    store.getState().signIn('tok', me);
    store.getState().signOut();
    expect(Cookies.get(SESSION_COOKIE)).toBeUndefined();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('updates the balance from a money call and the user after a profile change', () => {
    const persistence = createMemorySessionPersistence();
    const store = createSessionStore(persistence);
    store.getState().setPoints(1);
    expect(store.getState().user).toBeNull();
    store.getState().signIn('tok', me);
    store.getState().setPoints(97);
    expect(store.getState().user?.points).toBe(97);
    store.getState().updateUser({ ...me, alias: 'mia2', points: 97 });
    expect(persistence.read()?.user?.alias).toBe('mia2');
  });

  it('does not revive a signed-out session from a late profile update', () => {
    const store = createSessionStore(createMemorySessionPersistence());
    store.getState().updateUser(me);
    expect(store.getState().user).toBeNull();
  });

  it('follows another tab signing in and out without writing back', () => {
    const store = createSessionStore(createBrowserSessionPersistence({ basePath: '/' }));
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'other-tab', user: { ...me, points: 40 } }));
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY, newValue: 'x' }));
    expect(store.getState()).toMatchObject({ token: 'other-tab', user: { points: 40 } });

    localStorage.removeItem(SESSION_STORAGE_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY, newValue: null }));
    expect(store.getState()).toMatchObject({ token: null, user: null });
  });
});
