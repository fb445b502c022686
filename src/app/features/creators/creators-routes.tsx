import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyPage } from '../../lib/lazy-page';

/** In the app's layout, open to all. */
export const creatorsRoutes: RouteObject[] = [
  { path: paths.creators.path, ...lazyPage(() => import('./creators-page').then((module) => module.CreatorsPage)) },
];
