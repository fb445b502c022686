import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ConfigError } from '../core/config/config';
import { createI18n, detectAppLanguage } from '../core/i18n/create-i18n';
import { frameNamespaces, textDirection, toSupportedLanguage } from '../core/i18n/languages';
import { createNotifyStore } from '../core/notify/notify-store';
import { createCoreServices } from '../core/services';
import { applyThemeAttribute, createThemeStore } from '../core/theme/theme-store';
import { App } from './app';
import { AppProviders } from './boot/app-providers';
import { applyFrameLook, readEmbedFrame, readPopupLook, sessionPersistenceFor } from './boot/embed-boot';
import { createQueryClient } from './boot/query-client';
import { readRuntimeConfig } from './boot/read-config';
import { readServerState } from './boot/server-render-state';
import { showFatal } from './boot/show-fatal';
import { nextTask } from '../core/tasks/next-task';
import { bootText } from './boot/boot-texts';
import { routerBasename } from './router/basename';
import { appRoutes } from './router/app-routes';
import { loadLazyMatches } from './router/load-lazy-matches';

const rootElement = document.getElementById('root') as HTMLElement;

async function start() {
  // The modules' own evaluation was one task; the start is the next ones.
  await nextTask();
  const config = readRuntimeConfig();
  const frame = readEmbedFrame(window, config.basePath);
  // A public page the app server rendered (ssr/render-page.tsx) is hydrated, not rendered again,
  // unless the member's language is one only this browser knows (stored before the app kept it in
  // the cookie the server reads): then it is rendered here in that language, its data reused. A 404
  // (a creator or post that is not there) is the not-found page for crawlers and link previews; in
  // the browser the page runs as SPEC.md says (a failed profile lookup goes home with the error).
  const rendered = frame ? null : readServerState();
  const hydrating = rendered?.status === 200 && rendered.lng === detectAppLanguage() ? rendered : null;
  const core = createCoreServices(config, sessionPersistenceFor(window, config.basePath, frame));
  // A frame, and the connect popup it opens, take theme and language from the widget and store neither:
  // they are the host page's choice.
  const look = frame ? (frame.ok ? frame.params : null) : readPopupLook(window, config.basePath);
  const theme =
    frame || look
      ? createThemeStore({ storage: null, defaultChoice: look?.theme ?? 'auto' })
      : createThemeStore({ storage: localStorage, defaultChoice: config.defaults.theme });
  const notify = createNotifyStore();
  if (hydrating) await nextTask();
  const queryClient = createQueryClient();
  notify.bindFocusLoss(window);

  const html = document.documentElement;
  applyThemeAttribute(html, theme.getState().resolved);
  theme.subscribe((state) => applyThemeAttribute(html, state.resolved));
  if (look) applyFrameLook(html, look);

  const { i18n } = createI18n({
    loadPath: `${config.basePath}locales/{{lng}}/{{ns}}.json`,
    ...(frame ? { lng: frame.ok ? frame.params.lng : 'en', ns: frameNamespaces } : {}),
    // The server's language and its texts, in the page already: no locale file is awaited to hydrate.
    ...(hydrating ? { startLng: hydrating.lng, bundled: hydrating.resources } : {}),
  });
  const applyLanguage = (detected: string) => {
    const lng = toSupportedLanguage(detected) ?? 'en';
    html.lang = lng;
    html.dir = textDirection(lng);
  };
  i18n.on('languageChanged', applyLanguage);
  if (i18n.language) applyLanguage(i18n.language);
  if (hydrating) await nextTask();

  const app = (
    <StrictMode>
      <AppProviders i18n={i18n} services={{ ...core, theme, notify, frame }} queryClient={queryClient}>
        <App />
      </AppProviders>
    </StrictMode>
  );
  if (rendered) {
    hydrate(queryClient, rendered.queries);
    // The server read everything as a visitor: a member's own state (subscribed, unlocked, liked) is
    // fetched again once the page is live (stale queries refetch as their pages mount after hydration).
    if (core.session.getState().token) void queryClient.invalidateQueries({ refetchType: 'none' });
  }
  if (!hydrating) {
    createRoot(rootElement).render(app);
    return;
  }
  (window as { __staticRouterHydrationData?: unknown }).__staticRouterHydrationData = hydrating.router;
  await loadLazyMatches(appRoutes, location.pathname, routerBasename(config.basePath));
  await nextTask();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page (half a second on a slow phone); presses meanwhile are held (early-presses).
  startTransition(() => {
    hydrateRoot(rootElement, app);
  });
}

start().catch((error: unknown) => {
  if (!(error instanceof ConfigError)) throw error;
  showFatal(rootElement, bootText('cannotStart'), error.message);
});
