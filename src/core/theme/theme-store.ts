import { createStore, type StoreApi } from 'zustand/vanilla';
import { themeChoiceSchema, type ThemeChoice } from '../config/config';

export type ResolvedTheme = 'light' | 'dark';

export interface ThemeState {
  choice: ThemeChoice;
  resolved: ResolvedTheme;
  setChoice: (choice: ThemeChoice) => void;
}

export type ThemeStore = StoreApi<ThemeState> & { destroy: () => void };

export const THEME_STORAGE_KEY = 'cuppa-theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

export interface ThemeStoreOptions {
  defaultChoice?: ThemeChoice;
  /** Null for widgets, which take the theme from attributes and store nothing. */
  storage?: Storage | null;
  matchMedia?: (query: string) => MediaQueryList;
}

function readStored(storage: Storage | null | undefined): ThemeChoice | null {
  try {
    const parsed = themeChoiceSchema.safeParse(storage?.getItem(THEME_STORAGE_KEY));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function resolveTheme(choice: ThemeChoice, systemDark: boolean): ResolvedTheme {
  if (choice === 'auto') return systemDark ? 'dark' : 'light';
  return choice;
}

/** Light, dark or auto (follows the system, live); the choice is stored when storage is given. */
export function createThemeStore(options: ThemeStoreOptions = {}): ThemeStore {
  const media = options.matchMedia?.(DARK_QUERY) ?? globalThis.matchMedia?.(DARK_QUERY);
  const systemDark = () => media?.matches ?? false;
  const initial = readStored(options.storage) ?? options.defaultChoice ?? 'auto';

  const store = createStore<ThemeState>()((set) => ({
    choice: initial,
    resolved: resolveTheme(initial, systemDark()),
    setChoice: (choice) => {
      try {
        options.storage?.setItem(THEME_STORAGE_KEY, choice);
      } catch {
        // Storage denied: the choice still applies for this page.
      }
      set({ choice, resolved: resolveTheme(choice, systemDark()) });
    },
  }));

  const handleSystemChange = () => {
    const { choice } = store.getState();
    store.setState({ resolved: resolveTheme(choice, systemDark()) });
  };
  media?.addEventListener?.('change', handleSystemChange);
  return Object.assign(store, { destroy: () => media?.removeEventListener?.('change', handleSystemChange) });
}

/** The page-level form (the app): `data-theme` on the root element. */
export function applyThemeAttribute(element: HTMLElement, resolved: ResolvedTheme): void {
  element.setAttribute('data-theme', resolved);
  // The page's own scheme, not index.html's 'light dark': form controls and scrollbars follow the chosen
  // theme, and an embed frame's scheme matches its iframe's, or the browser paints the frame opaque
  // (a black block around the wallet badge on a light blog when the reader's system is dark).
  element.style.colorScheme = resolved;
}
