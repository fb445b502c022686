import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyPage } from '../../lib/lazy-page';

/** In the app's layout, open to all. */
export const travelRoutes: RouteObject[] = [
  {
    path: paths.travel.home.path,
    ...lazyPage(() => import('./travel-home-page').then((module) => module.TravelHomePage)),
  },
  {
    path: paths.travel.list.path,
    ...lazyPage(() => import('./service-list-page').then((module) => module.ServiceListPage)),
  },
  {
    path: paths.travel.service.path,
    ...lazyPage(() => import('./service-detail-page').then((module) => module.ServiceDetailPage)),
  },
];

/** Hosts' management pages, in settings. */
export const travelSettingsRoutes: RouteObject[] = [
  {
    path: paths.settings.travelList.path,
    ...lazyPage(() => import('./manage-list-page').then((module) => module.ManageListPage)),
  },
  {
    path: paths.settings.travelCreate.path,
    ...lazyPage(() => import('./service-create-page').then((module) => module.ServiceCreatePage)),
  },
  {
    path: paths.settings.travelEdit.path,
    ...lazyPage(() => import('./service-edit-page').then((module) => module.ServiceEditPage)),
  },
  {
    path: paths.settings.travelPosts.path,
    ...lazyPage(() => import('./manage-posts-page').then((module) => module.ManagePostsPage)),
  },
];
