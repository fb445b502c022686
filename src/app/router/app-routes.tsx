import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { paths } from '../config/paths';
import { authRoutes, connectRoutes } from '../features/auth/auth-routes';
import { connectedSitesRoutes } from '../features/connected-sites/connected-sites-routes';
import { subscriptionsRoutes } from '../features/subscriptions/subscriptions-routes';
import { creatorsRoutes } from '../features/creators/creators-routes';
import { embedRoutes } from '../features/embed/embed-routes';
import { notificationsRoutes } from '../features/notifications/notifications-routes';
import { postsProfileRoutes, postsRoutes } from '../features/posts/posts-routes';
import { profileLoader } from '../features/profile/profile-loader';
import { profileTabRoutes } from '../features/profile/profile-routes';
import { settingsRoutes } from '../features/settings/settings-routes';
import {
  socialPlainRoutes,
  socialPlainSignedInRoutes,
  socialRoutes,
  socialSignedInRoutes,
} from '../features/social/social-routes';
import { travelRoutes, travelSettingsRoutes } from '../features/travel/travel-routes';
import { walletSettingsRoutes } from '../features/wallet/wallet-routes';
import { webhooksRoutes } from '../features/webhooks/webhooks-routes';
import { widgetSnippetRoutes } from '../features/widget-snippet/widget-snippet-routes';
import { MainLayout } from '../layouts/main-layout';
import { FocusedLayout } from '../layouts/focused-layout';
import { PlainLayout } from '../layouts/plain-layout';
import { SettingsLayout } from '../layouts/settings-layout';
import { notFoundLoader, serverRendered } from '../lib/server-loader';
import { RequireAuth } from './require-auth';
import { Root } from './root';
import { RouteError } from './route-error';

/** SPEC.md's six route groups, assembled from the routes each feature exports. */
function BehindTheSplash() {
  return null;
}

export const appRoutes: RouteObject[] = [
  {
    path: paths.root.path,
    element: <Root />,
    errorElement: <RouteError />,
    // The first lazy page loads behind the splash screen: a fallback that renders nothing (a component,
    // since React Router warns on every load, in the host page's console too, when it finds none).
    HydrateFallback: BehindTheSplash,
    children: [
      {
        // (2) the app's layout, open to all; (3) inside it, signed-in only
        element: <MainLayout />,
        errorElement: <RouteError />,
        children: [
          ...postsRoutes,
          ...creatorsRoutes,
          ...socialRoutes,
          ...travelRoutes,
          { element: <RequireAuth />, children: [...socialSignedInRoutes, ...notificationsRoutes] },
        ],
      },
      {
        // (1) public pages in the plain layout; (6) further signed-in pages in it
        element: <PlainLayout />,
        errorElement: <RouteError />,
        children: [
          ...authRoutes,
          ...socialPlainRoutes,
          { path: paths.notFound.path, Component: NotFoundPage },
          // The server renders it (a real 404, also for a profile tab that does not exist, /alice/photos).
          { path: '*', Component: NotFoundPage, handle: serverRendered(), loader: notFoundLoader },
          { element: <RequireAuth />, children: socialPlainSignedInRoutes },
        ],
      },
      // (1) too: the connect popup, public, with only the brand around it
      { element: <FocusedLayout />, errorElement: <RouteError />, children: connectRoutes },
      { ...embedRoutes, errorElement: <RouteError /> },
      {
        // (5) settings, signed-in only
        path: paths.settings.root.path,
        element: <RequireAuth />,
        children: [
          {
            element: <SettingsLayout />,
            errorElement: <RouteError />,
            children: [
              ...settingsRoutes,
              ...walletSettingsRoutes,
              ...connectedSitesRoutes,
              ...subscriptionsRoutes,
              ...travelSettingsRoutes,
              ...widgetSnippetRoutes,
              ...webhooksRoutes,
            ],
          },
        ],
      },
      {
        // (4) creator profiles, open to all
        path: paths.profile.root.path,
        // Loaded beside the tab's own chunk, not after it: the profile's header and tip modal are heavy.
        lazy: async () => ({ Component: (await import('../layouts/profile-layout')).ProfileLayout }),
        loader: profileLoader,
        handle: serverRendered(),
        errorElement: <RouteError />,
        children: [...postsProfileRoutes, ...profileTabRoutes],
      },
    ],
  },
];
