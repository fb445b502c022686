import { describe, expect, it } from 'vitest';
import { applyThemeAttribute, createThemeStore, resolveTheme, THEME_STORAGE_KEY } from './theme-store';

function fakeMedia(initial: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    matches: initial,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  return {
    matchMedia: () => media as unknown as MediaQueryList,
    setDark(dark: boolean) {
      media.matches = dark;
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

describe('theme', () => {
  it('defaults to auto and follows the system live', () => {
    const media = fakeMedia(true);
    const store = createThemeStore({ storage: localStorage, matchMedia: media.matchMedia });
    expect(store.getState()).toMatchObject({ choice: 'auto', resolved: 'dark' });
    media.setDark(false);
    expect(store.getState().resolved).toBe('light');
    store.destroy();
    expect(media.listeners.size).toBe(0);
  });

  it('stores a choice and restores it', () => {
    localStorage.clear();
    const media = fakeMedia(false);
    createThemeStore({ storage: localStorage, matchMedia: media.matchMedia }).getState().setChoice('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    const restored = createThemeStore({ storage: localStorage, matchMedia: media.matchMedia });
    expect(restored.getState()).toMatchObject({ choice: 'dark', resolved: 'dark' });
    media.setDark(true);
    restored.getState().setChoice('light');
    expect(restored.getState().resolved).toBe('light');
  });

  it('ignores a stored value it does not know and stores nothing without storage', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'neon');
    const store = createThemeStore({
      storage: localStorage,
      defaultChoice: 'light',
      matchMedia: fakeMedia(true).matchMedia,
    });
    expect(store.getState().choice).toBe('light');
    localStorage.clear();
    createThemeStore({ storage: null, matchMedia: fakeMedia(true).matchMedia })
      .getState()
      .setChoice('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it('resolves and applies the page attribute', () => {
    expect(resolveTheme('auto', false)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
    applyThemeAttribute(document.documentElement, 'dark');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
  });
});
