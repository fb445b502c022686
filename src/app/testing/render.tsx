import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render as mount } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import app from '../../../locales/en/app.json';
import common from '../../../locales/en/common.json';
import posts from '../../../locales/en/posts.json';
import social from '../../../locales/en/social.json';
import travel from '../../../locales/en/travel.json';
import wallet from '../../../locales/en/wallet.json';
import { parseConfig } from '../../core/config/config';
import type { Me } from '../../core/contract/users';
import { createI18n } from '../../core/i18n/create-i18n';
import { createNotifyStore } from '../../core/notify/notify-store';
import { createCoreServices } from '../../core/services';
import { createMemorySessionPersistence } from '../../core/session/session-persistence';
import { createFakeFetch, json, type FakeHandler } from '../../core/testing/fake-fetch';
import { createThemeStore } from '../../core/theme/theme-store';
import { AppServicesContext } from '../boot/app-context';

const notFound: FakeHandler = () => json({ error: 'Not found', code: 'not_found' }, 404);

export interface RenderOptions {
  /** The API as the test scripts it (core's fake fetch); every call is a 404 otherwise. */
  handler?: FakeHandler;
  /** A signed-in session's user (`null`: a session whose user is still being read); signed out when absent. */
  user?: Me | null;
  /** The address the memory router starts at, and the route pattern the element is mounted on. */
  route?: string;
  path?: string;
}

/**
 * Renders as the app runs it: English texts of every namespace, the app's services (core on a scripted
 * fetch, theme, notifications), a query cache and a memory router; any other address shows 'elsewhere'.
 * Tests query the result as a user would (by role, label and text) and act through `user`.
 */
export async function render(element: ReactNode, options: RenderOptions = {}) {
  const { handler = notFound, route = '/', path } = options;
  const fake = createFakeFetch(handler);
  const core = createCoreServices(
    parseConfig({ apiBase: 'http://api.test/api', appUrl: 'http://app.test' }),
    createMemorySessionPersistence(
      'user' in options ? { token: 'a'.repeat(32), user: options.user ?? null } : undefined,
    ),
    fake.fetch,
  );
  const notify = createNotifyStore();
  const { i18n, ready } = createI18n({
    loadPath: '/locales/{{lng}}/{{ns}}.json',
    lng: 'en',
    resources: { en: { common, app, posts, social, travel, wallet } },
  });
  await ready;

  let show: (next: ReactNode) => void = () => {};
  function Slot() {
    const [node, setNode] = useState(element);
    show = setNode;
    return node;
  }
  const router = createMemoryRouter(
    [
      { path: path ?? route.split('?')[0], element: <Slot /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [route] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const screen = mount(
    <I18nextProvider i18n={i18n}>
      <AppServicesContext.Provider value={{ ...core, theme: createThemeStore({ storage: null }), notify }}>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AppServicesContext.Provider>
    </I18nextProvider>,
  );
  await act(async () => {});
  return {
    ...screen,
    user: userEvent.setup(),
    requests: fake.requests,
    router,
    notify,
    /** The query cache, to prime or to read what an action refreshed. */
    client,
    /** Lets answered calls reach the screen. */
    settle: () => act(() => new Promise((resolve) => setTimeout(resolve, 20))),
    /** Shows another element in the same place, as a parent's new props would. */
    rerender: (next: ReactNode) => act(async () => show(next)),
  };
}
