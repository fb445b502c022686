import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyPage } from '../../lib/lazy-page';

const homePage = lazyPage(() => import('./home-page').then((module) => module.HomePage));

/** In the app's layout, open to all. */
export const postsRoutes: RouteObject[] = [
  { index: true, ...homePage },
  { path: paths.home.path, ...homePage },
  { path: paths.post.path, ...lazyPage(() => import('./post-page').then((module) => module.PostPage)) },
];

/** The first tab of a creator's profile: their posts. */
export const postsProfileRoutes: RouteObject[] = [
  { index: true, ...lazyPage(() => import('./profile-feed-page').then((module) => module.ProfileFeedPage)) },
];
