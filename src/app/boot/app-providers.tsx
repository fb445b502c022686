import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AppServicesContext, type AppServices } from './app-context';

/** What every page renders inside, in the browser and on the server alike (the same tree hydrates). */
export function AppProviders({
  i18n,
  services,
  queryClient,
  children,
}: {
  i18n: i18n;
  services: AppServices;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <AppServicesContext.Provider value={services}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AppServicesContext.Provider>
    </I18nextProvider>
  );
}
