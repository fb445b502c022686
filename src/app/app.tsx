import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { useTranslation } from 'react-i18next';
import { frameNamespaces, namespaces } from '../core/i18n/languages';
import { useAppServices } from './boot/app-context';
import { routerBasename } from './router/basename';
import { appRoutes } from './router/app-routes';

/**
 * The router under the configured base path, once translations are in. On a server-rendered page it
 * starts from the server's loader data (window.__staticRouterHydrationData, read by React Router).
 */
export function App() {
  const { config, frame } = useAppServices();
  const { ready } = useTranslation([...(frame ? frameNamespaces : namespaces)]);
  const router = useMemo(
    () => createBrowserRouter(appRoutes, { basename: routerBasename(config.basePath) }),
    [config.basePath],
  );
  if (!ready) return null;
  return <RouterProvider router={router} />;
}
