import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyPage } from '../../lib/lazy-page';

/** The tabs of a creator's profile after the first (the posts, from the posts feature). */
export const profileTabRoutes: RouteObject[] = [
  {
    path: paths.profile.about.path,
    ...lazyPage(() => import('./profile-about-page').then((module) => module.ProfileAboutPage)),
  },
  {
    path: paths.profile.connections.path,
    ...lazyPage(() => import('./profile-connections-tab').then((module) => module.ProfileConnectionsTab)),
  },
  {
    path: paths.profile.media.path,
    ...lazyPage(() => import('./profile-media-page').then((module) => module.ProfilePhotosPage)),
  },
  {
    path: paths.profile.videos.path,
    ...lazyPage(() => import('./profile-media-page').then((module) => module.ProfileVideosPage)),
  },
  {
    path: paths.profile.events.path,
    ...lazyPage(() => import('./profile-events-tab').then((module) => module.ProfileEventsTab)),
  },
  {
    path: paths.profile.activity.path,
    ...lazyPage(() => import('./profile-activity-tab').then((module) => module.ProfileActivityTab)),
  },
];
