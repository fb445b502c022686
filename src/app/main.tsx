import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { ConfigError } from '../core/config/config';
import { createI18n } from '../core/i18n/create-i18n';
import { frameNamespaces, textDirection, toSupportedLanguage } from '../core/i18n/languages';
import { createNotifyStore } from '../core/notify/notify-store';
import { createCoreServices } from '../core/services';
import { applyThemeAttribute, createThemeStore } from '../core/theme/theme-store';
import { App } from './app';
import { AppServicesContext } from './boot/app-context';
import { applyFrameLook, readEmbedFrame, readPopupLook, sessionPersistenceFor } from './boot/embed-boot';
import { createQueryClient } from './boot/query-client';
import { readRuntimeConfig } from './boot/read-config';
import { showFatal } from './boot/show-fatal';
import { bootText } from './boot/boot-texts';

const rootElement = document.getElementById('root') as HTMLElement;

function start() {
  const config = readRuntimeConfig();
  const frame = readEmbedFrame(window, config.basePath);
  const core = createCoreServices(config, sessionPersistenceFor(window, config.basePath, frame));
  // A frame, and the connect popup it opens, take theme and language from the widget and store neither:
  // they are the host page's choice.
  const look = frame ? (frame.ok ? frame.params : null) : readPopupLook(window, config.basePath);
  const theme =
    frame || look
      ? createThemeStore({ storage: null, defaultChoice: look?.theme ?? 'auto' })
      : createThemeStore({ storage: localStorage, defaultChoice: config.defaults.theme });
  const notify = createNotifyStore();
  const queryClient = createQueryClient();
  notify.bindFocusLoss(window);

  const html = document.documentElement;
  applyThemeAttribute(html, theme.getState().resolved);
  theme.subscribe((state) => applyThemeAttribute(html, state.resolved));
  if (look) applyFrameLook(html, look);

  const { i18n } = createI18n({
    loadPath: `${config.basePath}locales/{{lng}}/{{ns}}.json`,
    ...(frame ? { lng: frame.ok ? frame.params.lng : 'en', ns: frameNamespaces } : {}),
  });
  const applyLanguage = (detected: string) => {
    const lng = toSupportedLanguage(detected) ?? 'en';
    html.lang = lng;
    html.dir = textDirection(lng);
  };
  i18n.on('languageChanged', applyLanguage);
  if (i18n.language) applyLanguage(i18n.language);

  createRoot(rootElement).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <AppServicesContext.Provider value={{ ...core, theme, notify, frame }}>
          <QueryClientProvider client={queryClient}>
            <App />
          </QueryClientProvider>
        </AppServicesContext.Provider>
      </I18nextProvider>
    </StrictMode>,
  );
}

try {
  start();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  showFatal(rootElement, bootText('cannotStart'), error.message);
}
