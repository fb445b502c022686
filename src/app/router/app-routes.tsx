import type { RouteObject } from 'react-router';
import { EmbedLayout } from '../layouts/embed-layout';
import { MainLayout } from '../layouts/main-layout';
import { PlainLayout } from '../layouts/plain-layout';
import { SettingsLayout } from '../layouts/settings-layout';
import { NotFoundPage } from '../features/pages/not-found-page';
import type { TitleKey } from '../features/pages/underway-page';
import { RequireAuth } from './require-auth';
import { Root } from './root';
import { RouteError } from './route-error';

/** A page whose content its feature issue brings; loaded as its own chunk like every page. */
const underway = (titleKey: TitleKey): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const { UnderwayPage } = await import('../features/pages/underway-page');
    return { Component: () => <UnderwayPage titleKey={titleKey} /> };
  },
});

const auth = (
  page: 'sign-in' | 'sign-up' | 'forgot-pass',
  variant: 'basic' | 'advance',
): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    if (page === 'sign-in') {
      const { SignInPage } = await import('../features/auth/sign-in-page');
      return { Component: () => <SignInPage variant={variant} /> };
    }
    if (page === 'sign-up') {
      const { SignUpPage } = await import('../features/auth/sign-up-page');
      return { Component: () => <SignUpPage variant={variant} /> };
    }
    const { ForgotPassPage } = await import('../features/auth/forgot-pass-page');
    return { Component: () => <ForgotPassPage variant={variant} /> };
  },
});

const quietTab = (tab: 'connections' | 'events' | 'activity'): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const { ProfileQuietTab } = await import('../features/profile/profile-quiet-tab');
    return { Component: () => <ProfileQuietTab tab={tab} /> };
  },
});

/** SPEC.md's six route groups. */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <Root />,
    errorElement: <RouteError />,
    // The first lazy page loads behind the splash screen.
    hydrateFallbackElement: null,
    children: [
      {
        // (2) the app's layout, open to all; (3) inside it, signed-in only
        element: <MainLayout />,
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: async () => ({ Component: (await import('../features/posts/home-page')).HomePage }) },
          { path: 'home', lazy: async () => ({ Component: (await import('../features/posts/home-page')).HomePage }) },
          {
            path: 'creators',
            lazy: async () => ({ Component: (await import('../features/creators/creators-page')).CreatorsPage }),
          },
          { path: 'tokenomics', ...underway('pages.tokenomics') },
          { path: 'events', ...underway('pages.events') },
          {
            path: 'post/:postId',
            lazy: async () => ({ Component: (await import('../features/posts/post-page')).PostPage }),
          },
          { path: 'feed/albums', ...underway('pages.albums') },
          { path: 'feed/celebration', ...underway('pages.celebration') },
          { path: 'feed/events', ...underway('pages.events') },
          { path: 'feed/events/:eventId', ...underway('pages.event') },
          { path: 'feed/groups', ...underway('pages.groups') },
          { path: 'feed/groups/:groupId', ...underway('pages.group') },
          { path: 'feed/post-videos', ...underway('pages.postVideos') },
          { path: 'feed/post-videos/details', ...underway('pages.postVideoDetails') },
          { path: 'feed/post-details', ...underway('pages.postDetails') },
          { path: 'feed/videos', ...underway('pages.videos') },
          { path: 'feed/videos/details', ...underway('pages.videoDetails') },
          {
            element: <RequireAuth />,
            children: [
              { path: 'messaging', ...underway('pages.messaging') },
              { path: 'notifications', ...underway('pages.notifications') },
            ],
          },
        ],
      },
      {
        // (1) public pages in the plain layout
        element: <PlainLayout />,
        errorElement: <RouteError />,
        children: [
          { path: 'auth/sign-in', ...auth('sign-in', 'basic') },
          { path: 'auth/sign-up', ...auth('sign-up', 'basic') },
          { path: 'auth/forgot-pass', ...auth('forgot-pass', 'basic') },
          {
            path: 'auth/terms',
            lazy: async () => ({ Component: (await import('../features/auth/terms-page')).TermsPage }),
          },
          { path: 'auth-advance/sign-in', ...auth('sign-in', 'advance') },
          { path: 'auth-advance/sign-up', ...auth('sign-up', 'advance') },
          { path: 'auth-advance/forgot-pass', ...auth('forgot-pass', 'advance') },
          { path: 'privacy-terms', ...underway('pages.privacyTerms') },
          { path: 'classic', ...underway('pages.classic') },
          { path: 'event', ...underway('pages.event') },
          { path: 'landing', ...underway('pages.landing') },
          { path: 'download', ...underway('pages.download') },
          { path: 'events/details', ...underway('pages.eventDetails') },
          { path: 'help', ...underway('pages.help') },
          { path: 'help/details', ...underway('pages.helpDetails') },
          { path: 'offline', ...underway('pages.offline') },
          {
            path: 'auth/connect',
            lazy: async () => ({ Component: (await import('../features/connect/connect-page')).ConnectPage }),
          },
          { path: 'not-found', Component: NotFoundPage },
          { path: '*', Component: NotFoundPage },
          // (6) further signed-in pages in the plain layout
          { element: <RequireAuth />, children: [{ path: 'feed/create-page', ...underway('pages.createPage') }] },
        ],
      },
      {
        // Frames on creators' sites (WIDGETS.md): bare, no chrome
        path: 'embed',
        element: <EmbedLayout />,
        errorElement: <RouteError />,
        children: [
          {
            path: 'tip',
            lazy: async () => ({ Component: (await import('../features/embed/embed-tip-page')).EmbedTipPage }),
          },
          {
            path: 'subscribe',
            lazy: async () => ({
              Component: (await import('../features/embed/embed-subscribe-page')).EmbedSubscribePage,
            }),
          },
          {
            path: 'wallet',
            lazy: async () => ({ Component: (await import('../features/embed/embed-wallet-page')).EmbedWalletPage }),
          },
        ],
      },
      {
        // (5) settings, signed-in only
        path: 'settings',
        element: <RequireAuth />,
        children: [
          {
            element: <SettingsLayout />,
            errorElement: <RouteError />,
            children: [
              { path: 'account', ...underway('settings.account') },
              { path: 'account-member', ...underway('settings.accountMember') },
              { path: 'orders', ...underway('settings.orders') },
              { path: 'earnings', ...underway('settings.earnings') },
              { path: 'notification', ...underway('settings.notification') },
              { path: 'communication', ...underway('settings.communication') },
              { path: 'messaging', ...underway('settings.messaging') },
              { path: 'close-account', ...underway('settings.closeAccount') },
              { path: 'recharge-wallet', ...underway('settings.rechargeWallet') },
              { path: 'withdraw', ...underway('settings.withdraw') },
              { path: 'privacy', ...underway('settings.privacy') },
              {
                path: 'connected-sites',
                lazy: async () => ({
                  Component: (await import('../features/connected-sites/connected-sites-page')).ConnectedSitesPage,
                }),
              },
              { path: 'travulum/list', ...underway('settings.travelList') },
              { path: 'travulum/create', ...underway('settings.travelCreate') },
              { path: 'travulum/edit/:id', ...underway('settings.travelEdit') },
              { path: 'travulum/post/list', ...underway('settings.travelPosts') },
            ],
          },
        ],
      },
      {
        // (4) creator profiles, open to all
        path: ':profile',
        // Loaded beside the tab's own chunk, not after it: the profile's header and tip modal are heavy.
        lazy: async () => ({ Component: (await import('../layouts/profile-layout')).ProfileLayout }),
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('../features/profile/profile-feed-page')).ProfileFeedPage }),
          },
          {
            path: 'about',
            lazy: async () => ({
              Component: (await import('../features/profile/profile-about-page')).ProfileAboutPage,
            }),
          },
          { path: 'connections', ...quietTab('connections') },
          {
            path: 'media',
            lazy: async () => ({
              Component: (await import('../features/profile/profile-media-page')).ProfilePhotosPage,
            }),
          },
          {
            path: 'videos',
            lazy: async () => ({
              Component: (await import('../features/profile/profile-media-page')).ProfileVideosPage,
            }),
          },
          { path: 'events', ...quietTab('events') },
          { path: 'activity', ...quietTab('activity') },
        ],
      },
    ],
  },
];
