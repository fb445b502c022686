import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../core/config/config';
import { ApiError } from '../../core/http/api-error';
import { createI18n } from '../../core/i18n/create-i18n';
import { createNotifyStore } from '../../core/notify/notify-store';
import { createCoreServices } from '../../core/services';
import { createMemorySessionPersistence } from '../../core/session/session-persistence';
import { createThemeStore } from '../../core/theme/theme-store';
import { AppServicesContext } from '../boot/app-context';
import { useApiErrorHandler } from './use-api-error';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('useApiErrorHandler', () => {
  it("shows the server's error as a danger notification and goes home", async () => {
    const core = createCoreServices(
      parseConfig({ apiBase: 'http://api.test/api', appUrl: 'http://app.test' }),
      createMemorySessionPersistence(),
    );
    const notify = createNotifyStore();
    const { i18n } = createI18n({
      loadPath: '/locales/{{lng}}/{{ns}}.json',
      lng: 'en',
      resources: { en: { common: { errors: { generic: 'Something went wrong' } } } },
    });
    let handle: (error: unknown) => void = () => {};
    function Probe() {
      handle = useApiErrorHandler();
      return null;
    }
    const router = createMemoryRouter(
      [
        { path: '/', element: <p>home</p> },
        { path: '/alice', element: <Probe /> },
      ],
      { initialEntries: ['/alice'] },
    );
    const container = document.createElement('div');
    await act(async () => {
      createRoot(container).render(
        <I18nextProvider i18n={i18n}>
          <AppServicesContext.Provider value={{ ...core, theme: createThemeStore({ storage: null }), notify }}>
            <RouterProvider router={router} />
          </AppServicesContext.Provider>
        </I18nextProvider>,
      );
    });
    await act(async () =>
      handle(new ApiError({ status: 404, code: 'not_found', message: 'No creator is called "ghost"' })),
    );
    expect(notify.getState().notifications).toEqual([
      expect.objectContaining({ kind: 'danger', message: 'No creator is called "ghost"' }),
    ]);
    expect(router.state.location.pathname).toBe('/');
    await act(async () => handle(new Error('boom')));
    expect(notify.getState().notifications.at(-1)?.message).toBe('Something went wrong');
  });
});
