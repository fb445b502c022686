import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { parseConfig } from '../../../core/config/config';
import type { Me, Role } from '../../../core/contract/users';
import { createI18n } from '../../../core/i18n/create-i18n';
import { createNotifyStore } from '../../../core/notify/notify-store';
import { createCoreServices } from '../../../core/services';
import { createMemorySessionPersistence } from '../../../core/session/session-persistence';
import { createFakeFetch, type FakeHandler } from '../../../core/testing/fake-fetch';
import { createThemeStore } from '../../../core/theme/theme-store';
import app from '../../../../locales/en/app.json';
import common from '../../../../locales/en/common.json';
import travel from '../../../../locales/en/travel.json';
import { AppServicesContext } from '../../boot/app-context';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export const hugo = {
  id: 7,
  alias: 'hugo',
  image: null,
  first_name: 'Hugo',
  last_name: 'Host',
  verified: false,
  total_posts: 0,
};

export function signedInUser(roles: Role[]): Me {
  return {
    ...hugo,
    cover_image: null,
    about: '',
    private_profile: false,
    subscription_amount: 0,
    input_solana_address: null,
    email: 'hugo@cuppa.test',
    points: 0,
    roles,
  };
}

/**
 * A travel page as the app runs it: core services on a scripted fetch, a signed-in session
 * (`user: null` is a session whose user is still being read), a query cache, a memory router.
 */
export async function renderTravel(
  element: ReactNode,
  { handler, user, route, path }: { handler: FakeHandler; user: Me | null; route: string; path?: string },
) {
  const fake = createFakeFetch(handler);
  const core = createCoreServices(
    parseConfig({ apiBase: 'http://api.test/api', appUrl: 'http://app.test' }),
    createMemorySessionPersistence({ token: 'a'.repeat(32), user }),
    fake.fetch,
  );
  const notify = createNotifyStore();
  const { i18n, ready } = createI18n({ loadPath: '/x', lng: 'en', resources: { en: { common, app, travel } } });
  await ready;
  const router = createMemoryRouter(
    [
      { path: path ?? route.split('?')[0], element },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [route] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <AppServicesContext.Provider value={{ ...core, theme: createThemeStore({ storage: null }), notify }}>
          <QueryClientProvider client={client}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </AppServicesContext.Provider>
      </I18nextProvider>,
    ),
  );
  const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  await settle();
  return {
    container,
    requests: fake.requests,
    router,
    notify,
    settle,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}
