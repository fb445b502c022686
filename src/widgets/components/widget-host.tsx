import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { I18nextProvider } from 'react-i18next';
import { detectWidgetLanguage, textDirection } from '../../core/i18n/languages';
import type { WidgetAttributes } from '../services/attributes';
import { textsFor, type WidgetTexts } from '../services/widget-services';
import { adoptWidgetSheet } from '../styles/tw';
import { pageThemeAt, watchPageLook } from './host-theme';
import { outermostHost } from './outermost-host';

export interface WidgetEnvironment {
  attributes: WidgetAttributes;
  lang: string;
  dark: boolean;
  /** The element the page sees events come from (re-targeted out of every shadow root). */
  host: HTMLElement;
  /** Where dialogs render, inside the widget's own shadow root so its styles apply. */
  root: ShadowRoot;
}

const WidgetContext = createContext<WidgetEnvironment | null>(null);

export function useWidget(): WidgetEnvironment {
  const context = useContext(WidgetContext);
  if (!context) throw new Error('useWidget needs <WidgetHost>');
  return context;
}

const systemDark = () => globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;

/**
 * Theme `auto`: the host page's look where the widget sits, else the system (WIDGETS.md). Read when
 * the page or the system may have changed, not on every render: it asks the page for computed styles.
 */
function useAutoDark(host: HTMLElement): boolean {
  const [watch] = useState(() => {
    const page = outermostHost(host);
    const read = () => (pageThemeAt(page) ?? (systemDark() ? 'dark' : 'light')) === 'dark';
    let dark = read();
    return {
      subscribe: (callback: () => void) =>
        watchPageLook(page.ownerDocument, () => {
          const next = read();
          if (next === dark) return;
          dark = next;
          callback();
        }),
      get: () => dark,
    };
  });
  return useSyncExternalStore(watch.subscribe, watch.get, () => false);
}

/**
 * The newest language whose texts are in. A widget waits for its first texts rather than show keys,
 * and keeps its current language while the next one loads (its state, an open dialog say, survives a
 * change of `lang`); the switch renders in a transition, so it does not block the page.
 */
function useShownTexts(texts: WidgetTexts): WidgetTexts | null {
  const [shown, setShown] = useState<WidgetTexts | null>(() => (texts.settled ? texts : null));
  useEffect(() => {
    let current = true;
    void texts.ready.then(() => current && startTransition(() => setShown(texts)));
    return () => {
      current = false;
    };
  }, [texts]);
  return shown;
}

/** Theme, language, direction and the shared stylesheet for one widget. */
export function WidgetHost({
  root,
  attributes,
  children,
}: {
  root: ShadowRoot;
  attributes: WidgetAttributes;
  children: ReactNode;
}) {
  useLayoutEffect(() => adoptWidgetSheet(root), [root]);
  const host = root.host as HTMLElement;
  const autoDark = useAutoDark(host);
  const dark = attributes.theme === 'dark' || (attributes.theme === 'auto' && autoDark);
  const detected = detectWidgetLanguage({
    attribute: attributes.lang,
    pageDefault: window.Cuppa?.defaults.lang,
    documentLang: document.documentElement.lang,
    browserLanguages: navigator.languages,
  });
  const texts = useShownTexts(textsFor(attributes.app, detected));
  const lang = texts?.lang ?? detected;
  const environment = useMemo(() => ({ attributes, lang, dark, host, root }), [attributes, lang, dark, host, root]);
  if (!texts) return null;

  return (
    <WidgetContext.Provider value={environment}>
      <I18nextProvider i18n={texts.i18n}>
        <div className={dark ? 'dark' : undefined} dir={textDirection(lang)} lang={lang}>
          {children}
        </div>
      </I18nextProvider>
    </WidgetContext.Provider>
  );
}
