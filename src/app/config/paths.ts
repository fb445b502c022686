/**
 * The one place an app URL is written. A route declares `path` (React Router's pattern); a link, a
 * redirect or a menu calls `href(...)`. Paths are absolute and unprefixed: the router adds the base path.
 */
type Query = Record<string, string | number | null | undefined>;

function withQuery(path: string, query: Query = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== null && value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** A page without parameters. */
function fixed<P extends string>(path: P) {
  return { path, href: (): P => path };
}

/** A page with a query string. */
function queried<Q extends Query, P extends string = string>(path: P) {
  return { path, href: (query?: Q) => withQuery(path, query) };
}

const alias = (value: string) => encodeURIComponent(value);

/** A tab of a creator's profile: `/{alias}{tab}`. */
function profileTab(tab: string) {
  return { path: `/:profile${tab}`, href: (creator: string) => `/${alias(creator)}${tab}` };
}

/** The sign-in pages of one variant (SPEC.md: basic and advance). */
function authPages(base: '/auth' | '/auth-advance') {
  return {
    signIn: {
      path: `${base}/sign-in`,
      /** Guards send a visitor here with the path to come back to. */
      href: (redirectTo?: string) => withQuery(`${base}/sign-in`, { redirectTo }),
    },
    signUp: fixed(`${base}/sign-up`),
    forgotPass: fixed(`${base}/forgot-pass`),
  };
}

export const paths = {
  root: fixed('/'),
  home: fixed('/home'),
  creators: fixed('/creators'),
  tokenomics: fixed('/tokenomics'),
  events: fixed('/events'),
  post: { path: '/post/:postId', href: (postId: number) => `/post/${postId}` },
  notFound: fixed('/not-found'),

  feed: {
    albums: fixed('/feed/albums'),
    celebration: fixed('/feed/celebration'),
    events: fixed('/feed/events'),
    event: { path: '/feed/events/:eventId', href: (eventId: number | string) => `/feed/events/${eventId}` },
    groups: fixed('/feed/groups'),
    group: { path: '/feed/groups/:groupId', href: (groupId: number | string) => `/feed/groups/${groupId}` },
    postVideos: fixed('/feed/post-videos'),
    postVideoDetails: queried<{ id: number | string }>('/feed/post-videos/details'),
    postDetails: queried<{ id: number | string }>('/feed/post-details'),
    videos: fixed('/feed/videos'),
    videoDetails: queried<{ id: number | string }>('/feed/videos/details'),
    createPage: fixed('/feed/create-page'),
  },
  messaging: queried<{ chat?: number | string }>('/messaging'),
  notifications: fixed('/notifications'),

  travel: {
    home: fixed('/travel'),
    list: {
      path: '/travel/:type',
      href: (type: string, city?: number | null) => withQuery(`/travel/${type}`, { city }),
    },
    service: { path: '/travel/service/:id', href: (id: number) => `/travel/service/${id}` },
  },

  auth: { ...authPages('/auth'), terms: fixed('/auth/terms'), connect: fixed('/auth/connect') },
  authAdvance: authPages('/auth-advance'),

  templates: {
    privacyTerms: fixed('/privacy-terms'),
    classic: fixed('/classic'),
    event: fixed('/event'),
    landing: fixed('/landing'),
    download: fixed('/download'),
    eventDetails: queried<{ id?: number | string }>('/events/details'),
    help: fixed('/help'),
    helpDetails: queried<{ topic: string }>('/help/details'),
    offline: fixed('/offline'),
  },

  /** Frames on creators' sites (WIDGETS.md). */
  embed: {
    root: fixed('/embed'),
    tip: fixed('/embed/tip'),
    subscribe: fixed('/embed/subscribe'),
    subscription: fixed('/embed/subscription'),
    wallet: fixed('/embed/wallet'),
  },

  settings: {
    root: fixed('/settings'),
    account: fixed('/settings/account'),
    accountMember: fixed('/settings/account-member'),
    orders: queried<{ id?: number | string }>('/settings/orders'),
    earnings: fixed('/settings/earnings'),
    notification: fixed('/settings/notification'),
    communication: fixed('/settings/communication'),
    messaging: fixed('/settings/messaging'),
    privacy: fixed('/settings/privacy'),
    closeAccount: fixed('/settings/close-account'),
    rechargeWallet: fixed('/settings/recharge-wallet'),
    withdraw: fixed('/settings/withdraw'),
    connectedSites: fixed('/settings/connected-sites'),
    subscriptions: fixed('/settings/subscriptions'),
    widgets: fixed('/settings/widgets'),
    goal: fixed('/settings/goal'),
    tips: fixed('/settings/tips'),
    webhooks: fixed('/settings/webhooks'),
    travelList: fixed('/settings/travulum/list'),
    travelCreate: fixed('/settings/travulum/create'),
    travelEdit: { path: '/settings/travulum/edit/:id', href: (id: number) => `/settings/travulum/edit/${id}` },
    travelPosts: fixed('/settings/travulum/post/list'),
  },

  /** SPEC.md: a creator's profile and its tabs, `/{alias}{tab}`. */
  profile: {
    root: { path: '/:profile', href: (creator: string) => `/${alias(creator)}` },
    about: profileTab('/about'),
    connections: profileTab('/connections'),
    media: profileTab('/media'),
    videos: profileTab('/videos'),
    events: profileTab('/events'),
    activity: profileTab('/activity'),
  },
} as const;
