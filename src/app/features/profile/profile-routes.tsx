import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyPage } from '../../lib/lazy-page';

const quietTab = (tab: 'connections' | 'events' | 'activity'): RouteObject => ({
  path: paths.profile[tab].path,
  ...lazyPage(() => import('./profile-quiet-tab').then(({ ProfileQuietTab }) => () => <ProfileQuietTab tab={tab} />)),
});

/** The tabs of a creator's profile after the first (the posts, from the posts feature). */
export const profileTabRoutes: RouteObject[] = [
  {
    path: paths.profile.about.path,
    ...lazyPage(() => import('./profile-about-page').then((module) => module.ProfileAboutPage)),
  },
  quietTab('connections'),
  {
    path: paths.profile.media.path,
    ...lazyPage(() => import('./profile-media-page').then((module) => module.ProfilePhotosPage)),
  },
  {
    path: paths.profile.videos.path,
    ...lazyPage(() => import('./profile-media-page').then((module) => module.ProfileVideosPage)),
  },
  quietTab('events'),
  quietTab('activity'),
];
