import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyPage } from '../../lib/lazy-page';

/** In the app's layout, signed-in only. */
export const notificationsRoutes: RouteObject[] = [
  {
    path: paths.notifications.path,
    ...lazyPage(() => import('./notifications-page').then((module) => module.NotificationsPage)),
  },
];
