import type { RouteObject } from 'react-router';
import { EmbedLayout } from '../features/embed/embed-layout';
import { MainLayout } from '../layouts/main-layout';
import { PlainLayout } from '../layouts/plain-layout';
import { SettingsLayout } from '../layouts/settings-layout';
import { NotFoundPage } from '../components/not-found-page';
import { RequireAuth } from './require-auth';
import { Root } from './root';
import { RouteError } from './route-error';

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

const preferences = (group: 'notification' | 'communication' | 'messaging' | 'privacy'): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const { PreferencesPage } = await import('../features/settings/preferences-page');
    return { Component: () => <PreferencesPage group={group} /> };
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
          {
            path: 'tokenomics',
            lazy: async () => ({
              Component: (await import('../features/social/tokenomics/tokenomics-page')).TokenomicsPage,
            }),
          },
          {
            path: 'events',
            lazy: async () => ({ Component: (await import('../features/social/events/events-page')).EventsPage }),
          },
          {
            path: 'post/:postId',
            lazy: async () => ({ Component: (await import('../features/posts/post-page')).PostPage }),
          },
          {
            path: 'feed/albums',
            lazy: async () => ({ Component: (await import('../features/social/feed/albums-page')).AlbumsPage }),
          },
          {
            path: 'feed/celebration',
            lazy: async () => ({
              Component: (await import('../features/social/feed/celebration-page')).CelebrationPage,
            }),
          },
          {
            path: 'feed/events',
            lazy: async () => ({ Component: (await import('../features/social/events/events-page')).EventsPage }),
          },
          {
            path: 'feed/events/:eventId',
            lazy: async () => ({ Component: (await import('../features/social/events/event-page')).EventPage }),
          },
          {
            path: 'feed/groups',
            lazy: async () => ({ Component: (await import('../features/social/groups/groups-page')).GroupsPage }),
          },
          {
            path: 'feed/groups/:groupId',
            lazy: async () => ({ Component: (await import('../features/social/groups/group-page')).GroupPage }),
          },
          {
            path: 'feed/post-videos',
            lazy: async () => ({
              Component: (await import('../features/social/videos/post-videos-page')).PostVideosPage,
            }),
          },
          {
            path: 'feed/post-videos/details',
            lazy: async () => {
              const { VideoDetailsPage } = await import('../features/social/videos/video-details-page');
              return { Component: () => <VideoDetailsPage base="/feed/post-videos" /> };
            },
          },
          {
            path: 'feed/post-details',
            lazy: async () => ({
              Component: (await import('../features/social/feed/post-details-page')).PostDetailsPage,
            }),
          },
          {
            path: 'feed/videos',
            lazy: async () => ({ Component: (await import('../features/social/videos/videos-page')).VideosPage }),
          },
          {
            path: 'feed/videos/details',
            lazy: async () => {
              const { VideoDetailsPage } = await import('../features/social/videos/video-details-page');
              return { Component: () => <VideoDetailsPage base="/feed/videos" /> };
            },
          },
          {
            path: 'travel',
            lazy: async () => ({ Component: (await import('../features/travel/travel-home-page')).TravelHomePage }),
          },
          {
            path: 'travel/:type',
            lazy: async () => ({ Component: (await import('../features/travel/service-list-page')).ServiceListPage }),
          },
          {
            path: 'travel/service/:id',
            lazy: async () => ({
              Component: (await import('../features/travel/service-detail-page')).ServiceDetailPage,
            }),
          },
          {
            element: <RequireAuth />,
            children: [
              {
                path: 'messaging',
                lazy: async () => ({
                  Component: (await import('../features/social/messaging/messaging-page')).MessagingPage,
                }),
              },
              {
                path: 'notifications',
                lazy: async () => ({
                  Component: (await import('../features/social/notifications/notifications-page')).NotificationsPage,
                }),
              },
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
          {
            path: 'privacy-terms',
            lazy: async () => ({
              Component: (await import('../features/social/templates/privacy-terms-page')).PrivacyTermsPage,
            }),
          },
          {
            path: 'classic',
            lazy: async () => ({ Component: (await import('../features/social/templates/classic-page')).ClassicPage }),
          },
          {
            path: 'event',
            lazy: async () => ({
              Component: (await import('../features/social/templates/event-landing-page')).EventLandingPage,
            }),
          },
          {
            path: 'landing',
            lazy: async () => ({ Component: (await import('../features/social/templates/landing-page')).LandingPage }),
          },
          {
            path: 'download',
            lazy: async () => ({
              Component: (await import('../features/social/templates/download-page')).DownloadPage,
            }),
          },
          {
            path: 'events/details',
            lazy: async () => ({
              Component: (await import('../features/social/templates/event-details-demo-page')).EventDetailsDemoPage,
            }),
          },
          {
            path: 'help',
            lazy: async () => ({ Component: (await import('../features/social/templates/help-page')).HelpPage }),
          },
          {
            path: 'help/details',
            lazy: async () => ({
              Component: (await import('../features/social/templates/help-details-page')).HelpDetailsPage,
            }),
          },
          {
            path: 'offline',
            lazy: async () => ({ Component: (await import('../features/social/templates/offline-page')).OfflinePage }),
          },
          {
            path: 'auth/connect',
            lazy: async () => ({ Component: (await import('../features/auth/connect-page')).ConnectPage }),
          },
          { path: 'not-found', Component: NotFoundPage },
          { path: '*', Component: NotFoundPage },
          // (6) further signed-in pages in the plain layout
          {
            element: <RequireAuth />,
            children: [
              {
                path: 'feed/create-page',
                lazy: async () => ({
                  Component: (await import('../features/social/feed/create-page-page')).CreatePagePage,
                }),
              },
            ],
          },
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
              {
                path: 'account',
                lazy: async () => ({
                  Component: (await import('../features/settings/account-page')).CreatorAccountPage,
                }),
              },
              {
                path: 'account-member',
                lazy: async () => ({
                  Component: (await import('../features/settings/account-page')).MemberAccountPage,
                }),
              },
              {
                path: 'orders',
                lazy: async () => ({ Component: (await import('../features/wallet/orders-page')).OrdersPage }),
              },
              {
                path: 'earnings',
                lazy: async () => ({ Component: (await import('../features/wallet/earnings-page')).EarningsPage }),
              },
              { path: 'notification', ...preferences('notification') },
              { path: 'communication', ...preferences('communication') },
              { path: 'messaging', ...preferences('messaging') },
              {
                path: 'close-account',
                lazy: async () => ({
                  Component: (await import('../features/settings/close-account-page')).CloseAccountPage,
                }),
              },
              {
                path: 'recharge-wallet',
                lazy: async () => ({
                  Component: (await import('../features/wallet/recharge-wallet-page')).RechargeWalletPage,
                }),
              },
              {
                path: 'withdraw',
                lazy: async () => ({ Component: (await import('../features/wallet/withdraw-page')).WithdrawPage }),
              },
              { path: 'privacy', ...preferences('privacy') },
              {
                path: 'connected-sites',
                lazy: async () => ({
                  Component: (await import('../features/connected-sites/connected-sites-page')).ConnectedSitesPage,
                }),
              },
              {
                path: 'travulum/list',
                lazy: async () => ({ Component: (await import('../features/travel/manage-list-page')).ManageListPage }),
              },
              {
                path: 'travulum/create',
                lazy: async () => ({
                  Component: (await import('../features/travel/service-create-page')).ServiceCreatePage,
                }),
              },
              {
                path: 'travulum/edit/:id',
                lazy: async () => ({
                  Component: (await import('../features/travel/service-edit-page')).ServiceEditPage,
                }),
              },
              {
                path: 'travulum/post/list',
                lazy: async () => ({
                  Component: (await import('../features/travel/manage-posts-page')).ManagePostsPage,
                }),
              },
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
            lazy: async () => ({ Component: (await import('../features/posts/profile-feed-page')).ProfileFeedPage }),
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
