import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyPage } from '../../lib/lazy-page';

const eventsPage = lazyPage(() => import('./events/events-page').then((module) => module.EventsPage));

const videoDetails = (list: 'videos' | 'postVideos') =>
  lazyPage(() =>
    import('./videos/video-details-page').then(({ VideoDetailsPage }) => () => <VideoDetailsPage list={list} />),
  );

/** In the app's layout, open to all: sample-data pages (SPEC.md). */
export const socialRoutes: RouteObject[] = [
  {
    path: paths.tokenomics.path,
    ...lazyPage(() => import('./tokenomics/tokenomics-page').then((module) => module.TokenomicsPage)),
  },
  { path: paths.events.path, ...eventsPage },
  { path: paths.feed.albums.path, ...lazyPage(() => import('./feed/albums-page').then((module) => module.AlbumsPage)) },
  {
    path: paths.feed.celebration.path,
    ...lazyPage(() => import('./feed/celebration-page').then((module) => module.CelebrationPage)),
  },
  { path: paths.feed.events.path, ...eventsPage },
  { path: paths.feed.event.path, ...lazyPage(() => import('./events/event-page').then((module) => module.EventPage)) },
  {
    path: paths.feed.groups.path,
    ...lazyPage(() => import('./groups/groups-page').then((module) => module.GroupsPage)),
  },
  { path: paths.feed.group.path, ...lazyPage(() => import('./groups/group-page').then((module) => module.GroupPage)) },
  {
    path: paths.feed.postVideos.path,
    ...lazyPage(() => import('./videos/post-videos-page').then((module) => module.PostVideosPage)),
  },
  { path: paths.feed.postVideoDetails.path, ...videoDetails('postVideos') },
  {
    path: paths.feed.postDetails.path,
    ...lazyPage(() => import('./feed/post-details-page').then((module) => module.PostDetailsPage)),
  },
  {
    path: paths.feed.videos.path,
    ...lazyPage(() => import('./videos/videos-page').then((module) => module.VideosPage)),
  },
  { path: paths.feed.videoDetails.path, ...videoDetails('videos') },
];

/** In the app's layout, signed-in only. */
export const socialSignedInRoutes: RouteObject[] = [
  {
    path: paths.messaging.path,
    ...lazyPage(() => import('./messaging/messaging-page').then((module) => module.MessagingPage)),
  },
];

/** In the plain layout, open to all: the template pages. */
export const socialPlainRoutes: RouteObject[] = [
  {
    path: paths.templates.privacyTerms.path,
    ...lazyPage(() => import('./templates/privacy-terms-page').then((module) => module.PrivacyTermsPage)),
  },
  {
    path: paths.templates.classic.path,
    ...lazyPage(() => import('./templates/classic-page').then((module) => module.ClassicPage)),
  },
  {
    path: paths.templates.event.path,
    ...lazyPage(() => import('./templates/event-landing-page').then((module) => module.EventLandingPage)),
  },
  {
    path: paths.templates.landing.path,
    ...lazyPage(() => import('./templates/landing-page').then((module) => module.LandingPage)),
  },
  {
    path: paths.templates.download.path,
    ...lazyPage(() => import('./templates/download-page').then((module) => module.DownloadPage)),
  },
  {
    path: paths.templates.eventDetails.path,
    ...lazyPage(() => import('./templates/event-details-demo-page').then((module) => module.EventDetailsDemoPage)),
  },
  {
    path: paths.templates.help.path,
    ...lazyPage(() => import('./templates/help-page').then((module) => module.HelpPage)),
  },
  {
    path: paths.templates.helpDetails.path,
    ...lazyPage(() => import('./templates/help-details-page').then((module) => module.HelpDetailsPage)),
  },
  {
    path: paths.templates.offline.path,
    ...lazyPage(() => import('./templates/offline-page').then((module) => module.OfflinePage)),
  },
];

/** In the plain layout, signed-in only. */
export const socialPlainSignedInRoutes: RouteObject[] = [
  {
    path: paths.feed.createPage.path,
    ...lazyPage(() => import('./feed/create-page-page').then((module) => module.CreatePagePage)),
  },
];
