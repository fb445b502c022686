/**
 * Every key of the app's server state, one factory per resource. TanStack Query matches keys by prefix,
 * so a resource's `all` (or its root) reaches each list and item under it. Features read and invalidate
 * keys only through here: no invalidation spells another feature's key by hand, and a key that changes
 * shape changes in one place.
 */
export const queryKeys = {
  me: ['me'] as const,
  /**
   * A new creator's checklist, per member (another account on this tab never sees one's steps): outside
   * `me`, so a profile change (useApplyMe) refreshes it; `all` reaches every member's.
   */
  checklist: {
    all: ['creator-checklist'] as const,
    of: (userId: number | null) => ['creator-checklist', userId] as const,
  },
  settings: ['settings'] as const,
  connectedSites: ['connected-sites'] as const,
  subscriptions: ['subscriptions'] as const,
  /** A creator's subscribers and subscriptions: under `subscriptions`, so a new subscription reaches it. */
  connections: (creatorId: number) => ['subscriptions', 'of', creatorId] as const,
  /** The sample events a profile's events tab lists (SPEC.md: events are sample data). */
  profileEvents: ['sample', 'profile-events'] as const,
  ads: ['ads'] as const,
  creators: {
    /** Every creator looked up by alias (a new post changes their posts count). */
    all: ['creator'] as const,
    one: (alias: string) => ['creator', alias.toLowerCase()] as const,
    /** A creator's goal: under their lookup, so what refreshes the creator refreshes it. */
    goal: (alias: string) => ['creator', alias.toLowerCase(), 'goal'] as const,
    list: (filters: { q: string; page: number }) => ['creators', filters] as const,
    /** The creator a frame names, read with the frame's token (so `is_subscribe` is the member's). */
    inFrame: (alias: string | null, token: string | null) => ['frame-creator', alias, token] as const,
    inFrameAll: ['frame-creator'] as const,
  },
  /** A frame's member and connection, read with its token (the balance and the daily cap left). */
  frameAccount: (token: string | null) => ['frame-account', token] as const,
  posts: {
    all: ['posts'] as const,
    one: (postId: number) => ['post', postId] as const,
    feed: (filters: { subscriptions: boolean; page: number }) => ['posts', 'feed', filters] as const,
    byCreator: (creatorId: number, page: number) => ['posts', 'creator', creatorId, { page }] as const,
    activity: (creatorId: number) => ['posts', 'activity', creatorId] as const,
    /** The comments and likes a creator gave: under `posts`, so a new like or comment reaches it. */
    given: (creatorId: number) => ['posts', 'given', creatorId] as const,
    media: (creatorId: number, type: string, page: number) => ['posts', 'media', creatorId, type, { page }] as const,
  },
  comments: {
    ofPost: (postId: number) => ['comments', postId] as const,
    page: (postId: number, page: number) => ['comments', postId, page] as const,
  },
  travel: {
    all: ['travel'] as const,
    home: ['travel', 'home'] as const,
    public: (filters: object) => ['travel', 'public', filters] as const,
    service: (id: number) => ['travel', 'service', id] as const,
    managed: (scope: 'admin' | 'own', filters: object) => ['travel', 'manage', scope, filters] as const,
    editable: (id: number) => ['travel', 'editable', id] as const,
    own: (page: number) => ['travel', 'own', page] as const,
  },
  webhooks: {
    all: ['webhooks'] as const,
    list: ['webhooks', 'list'] as const,
    /** An endpoint's delivery log: under `webhooks`, so a test event sent reaches it. */
    deliveries: (id: number, page: number) => ['webhooks', 'deliveries', id, page] as const,
  },
  notifications: {
    /** Every page and the unread count: marking read or a new event changes them all. */
    all: ['notifications'] as const,
    page: (page: number) => ['notifications', 'page', page] as const,
    unread: ['notifications', 'unread'] as const,
  },
  wallet: {
    all: ['wallet'] as const,
    transactions: ['wallet', 'transactions'] as const,
    transactionsPage: (page: number) => ['wallet', 'transactions', page] as const,
    transaction: (id: number | null) => ['wallet', 'transaction', id] as const,
    earnings: (page: number) => ['wallet', 'earnings', page] as const,
    /** A creator's subscriber figures (running now, renewing this month). */
    subscribers: ['wallet', 'subscribers'] as const,
    balances: ['wallet', 'balance'] as const,
    solanaBalance: ['wallet', 'balance', 'solana'] as const,
    productBalance: ['wallet', 'balance', 'product'] as const,
  },
};
