import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyPage } from '../../lib/lazy-page';

/** In settings. */
export const connectedSitesRoutes: RouteObject[] = [
  {
    path: paths.settings.connectedSites.path,
    ...lazyPage(() => import('./connected-sites-page').then((module) => module.ConnectedSitesPage)),
  },
];
