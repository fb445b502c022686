import type social from '../../../../locales/en/social.json';
/**
 * SAMPLE DATA. The shapes of SPEC.md §3's sample entities, field for field. Pages on sample data read
 * these through `sample-api.ts`; nothing here ever comes from or goes to the real API.
 */

/** Translated in the `social` namespace under `roles.*`. */
export type SampleRole = 'creator' | 'member' | 'host' | 'designer' | 'photographer' | 'musician';

export interface SampleUser {
  id: number;
  name: string;
  avatar: string;
  mutualCount: number;
  role: SampleRole;
  status: 'online' | 'offline';
  lastMessage: string;
  /** ISO date-time. */
  lastActivity: string;
}

/**
 * A sample text: a key of social.json's sample.texts, so the placeholder reads in the reader's language
 * (useSampleText), titles and names of sample things included; what the member typed stays as typed.
 */
export type SampleText = { key: SampleTextKey } | { typed: string };
export type SampleTextKey = keyof typeof social.sample.texts;
/** A sample text with a body beside it: `key` is a title, `${key}Text` its text (news, talks). */
export type SampleTitleKey = { [K in SampleTextKey]: `${K}Text` extends SampleTextKey ? K : never }[SampleTextKey];

/** Where a sample event takes place: a key of social.json's sample.places, or online (useSamplePlace). */
export type SamplePlace = keyof typeof social.sample.places | 'online';

export interface SampleNotification {
  id: number;
  /** The person or thing the notification is about (a name). */
  title: string;
  description: SampleText;
  avatar: string;
  time: string;
  isRead: boolean;
  isFriendRequest: boolean;
}

export interface SampleChatMessage {
  id: number;
  /** User ids; 0 is the signed-in viewer. */
  to: number;
  from: number;
  message: SampleText;
  sentOn: string;
  isRead: boolean;
  /** Sent by the viewer (shown on the viewer's side, with its sent/read state). */
  isSend: boolean;
  image?: string;
}

export type SampleEventType = 'online' | 'this-week' | 'local';
/** Translated under `categories.*`. */
export type SampleCategory = 'music' | 'technology' | 'food' | 'art' | 'sports' | 'business' | 'travel' | 'lifestyle';

export interface SampleEvent {
  id: number;
  title: SampleText;
  category: SampleCategory;
  image: string;
  /** Translated under `events.labels.*`. */
  label: 'free' | 'featured' | 'new' | 'fewSeats';
  date: string;
  location: SamplePlace;
  attendees: number;
  type: SampleEventType;
}

export interface SampleGroup {
  id: number;
  name: SampleText;
  type: 'Private' | 'Public';
  /** Posts per day, 5 to 20 (SPEC.md §9). */
  ppd: number;
  /** Ids of a few members, shown as avatars. */
  members: number[];
  memberCount: number;
  isJoin: boolean;
  image: string;
  logo: string;
}

export interface SampleNews {
  id: number;
  title: SampleText;
  category: SampleCategory;
  description: SampleText;
  date: string;
  categoryVariant: 'info' | 'success' | 'warning' | 'danger';
}

export interface SampleVideo {
  id: number;
  userId: number;
  title: SampleText;
  image: string;
  /** Duration, m:ss. */
  time: string;
  views: number;
  /** Embed address, loaded only when the viewer asks to play. */
  iframe: string;
}

export interface SampleTalk {
  id: number;
  userId: number;
  date: string;
  title: SampleText;
  description: SampleText;
  speakerId: number;
}

export interface SampleAlbum {
  id: number;
  image: string;
  comments: number;
  likes: number;
  time: string;
  title: SampleText;
  count: number;
}

/** Not a SPEC.md entity of its own: a story is a user's latest picture, seen or not. */
export interface SampleStory {
  id: number;
  userId: number;
  image: string;
  time: string;
  seen: boolean;
}
