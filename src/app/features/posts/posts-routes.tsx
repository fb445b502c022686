import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyPage } from '../../lib/lazy-page';
import { serverRendered } from '../../lib/server-loader';
import { homeLoader, postLoader, profileFeedLoader } from './posts-loaders';

const homePage = lazyPage(() => import('./home-page').then((module) => module.HomePage));

/** In the app's layout, open to all. */
export const postsRoutes: RouteObject[] = [
  { index: true, ...homePage, loader: homeLoader, handle: serverRendered('home') },
  { path: paths.home.path, ...homePage, loader: homeLoader, handle: serverRendered('home') },
  {
    path: paths.post.path,
    ...lazyPage(() => import('./post-page').then((module) => module.PostPage)),
    loader: postLoader,
    handle: serverRendered(),
  },
];

/** The first tab of a creator's profile: their posts. */
export const postsProfileRoutes: RouteObject[] = [
  {
    index: true,
    ...lazyPage(() => import('./profile-feed-page').then((module) => module.ProfileFeedPage)),
    loader: profileFeedLoader,
  },
];
