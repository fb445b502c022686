import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyPage } from '../../lib/lazy-page';

/** In settings. */
export const subscriptionsRoutes: RouteObject[] = [
  {
    path: paths.settings.subscriptions.path,
    ...lazyPage(() => import('./subscriptions-page').then((module) => module.SubscriptionsPage)),
  },
];
