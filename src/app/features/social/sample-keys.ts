/** Query keys of the sample calls: all under 'sample', never shared with the real API's keys. */
export const sampleKeys = {
  notifications: ['sample', 'notifications'] as const,
  friends: ['sample', 'friends'] as const,
  chats: ['sample', 'chats'] as const,
  conversation: (friendId: number) => ['sample', 'chats', friendId] as const,
  events: (type?: string) => ['sample', 'events', 'list', type ?? 'all'] as const,
  /** Every events list, event and talk: attending one changes them all. */
  eventsAll: ['sample', 'events'] as const,
  event: (id: number) => ['sample', 'events', id] as const,
  talks: (eventId: number) => ['sample', 'events', eventId, 'talks'] as const,
  attending: ['sample', 'events', 'attending'] as const,
  groups: ['sample', 'groups'] as const,
  group: (id: number) => ['sample', 'groups', id] as const,
  news: ['sample', 'news'] as const,
  newsItem: (id: number) => ['sample', 'news', id] as const,
  videos: ['sample', 'videos'] as const,
  video: (id: number) => ['sample', 'videos', id] as const,
  albums: ['sample', 'albums'] as const,
  stories: ['sample', 'stories'] as const,
  celebrations: ['sample', 'celebrations'] as const,
  token: ['sample', 'token'] as const,
};
