import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyPage } from '../../lib/lazy-page';

/** In settings, for creators. */
export const webhooksRoutes: RouteObject[] = [
  {
    path: paths.settings.webhooks.path,
    ...lazyPage(() => import('./webhooks-page').then((module) => module.WebhooksPage)),
  },
];
