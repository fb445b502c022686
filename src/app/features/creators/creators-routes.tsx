import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyPage } from '../../lib/lazy-page';
import { serverRendered } from '../../lib/server-loader';
import { creatorsLoader } from './creators-queries';

/** In the app's layout, open to all. */
export const creatorsRoutes: RouteObject[] = [
  {
    path: paths.creators.path,
    ...lazyPage(() => import('./creators-page').then((module) => module.CreatorsPage)),
    loader: creatorsLoader,
    handle: serverRendered('creators'),
  },
];
