/**
 * SAMPLE DATA calls. SPEC.md §7: the social pages' calls are simulated locally with short delays. They
 * answer like real calls (a promise, after a short delay, with copies the caller may keep), so the
 * pages sit on TanStack Query and their loading states are real. State lives as long as the page load.
 */
import { ApiError } from '../../../core/http/api-error';
import { sampleMessages, VIEWER_ID } from './sample-chats';
import { sampleEvents, sampleTalks } from './sample-events';
import { sampleGroups } from './sample-groups';
import { sampleAlbums, sampleStories, sampleVideos } from './sample-media';
import { sampleNews } from './sample-news';
import { sampleNotifications } from './sample-notifications';
import { sampleToken } from './sample-token';
import type {
  SampleChatMessage,
  SampleEvent,
  SampleEventType,
  SampleStory,
  SampleTalk,
  SampleUser,
  SampleVideo,
} from './sample-types';
import { sampleUser, sampleUsers } from './sample-users';

export const SAMPLE_DELAY_MS = 200;
/** How long the other side of a sample chat takes to read and answer. */
export const SAMPLE_REPLY_MS = 900;

let delayMs = SAMPLE_DELAY_MS;
let replyMs = SAMPLE_REPLY_MS;

/** Unit tests answer at once (and so do the sample friends). */
export function setSampleDelay(ms: number): void {
  delayMs = ms;
  replyMs = ms === 0 ? 0 : SAMPLE_REPLY_MS;
}

function createState() {
  return {
    notifications: structuredClone(sampleNotifications),
    friendIds: [1, 2, 3, 4, 5, 7, 9, 10],
    messages: structuredClone(sampleMessages),
    events: structuredClone(sampleEvents),
    attending: [] as number[],
    groups: structuredClone(sampleGroups),
    wishesSent: [] as number[],
    pageNames: ['Cuppa'],
  };
}

let state = createState();

export function resetSampleState(): void {
  state = createState();
}

function answer<T>(read: () => T, ms = delayMs): Promise<T> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      try {
        resolve(structuredClone(read()));
      } catch (error) {
        reject(error);
      }
    }, ms);
  });
}

const notFound = () => new ApiError({ status: 404, code: 'not_found', message: 'Not found' });

export interface ChatSummary {
  user: SampleUser;
  last: SampleChatMessage;
  unread: number;
}
export type WithAuthor<T> = T & { author: SampleUser };
export interface Celebration {
  user: SampleUser;
  kind: 'birthday' | 'anniversary';
  years: number;
  wished: boolean;
}

const withFriend = (message: SampleChatMessage, friendId: number) =>
  message.from === friendId || message.to === friendId;

const replies = ['replyGood', 'replyLove', 'replyCheck', 'replySee'] as const;

export const sampleApi = {
  notifications: {
    list: () => answer(() => state.notifications),
    /** The request leaves the list either way; accepting makes the sender a friend. */
    answerFriendRequest: (id: number, accept: boolean) =>
      answer(() => {
        const note = state.notifications.find((candidate) => candidate.id === id && candidate.isFriendRequest);
        if (!note) throw notFound();
        state.notifications = state.notifications.filter((candidate) => candidate.id !== id);
        const sender = sampleUsers.find((user) => user.name === note.title);
        if (accept && sender && !state.friendIds.includes(sender.id)) state.friendIds.push(sender.id);
        return { name: note.title, accepted: accept };
      }),
  },
  friends: {
    list: () => answer(() => state.friendIds.map(sampleUser)),
  },
  chats: {
    list: () =>
      answer((): ChatSummary[] =>
        state.friendIds
          .map((id) => {
            const thread = state.messages.filter((message) => withFriend(message, id));
            const last = thread.at(-1);
            if (!last) return null;
            const unread = thread.filter((message) => !message.isSend && !message.isRead).length;
            return { user: sampleUser(id), last, unread };
          })
          .filter((summary): summary is ChatSummary => summary !== null)
          .sort((a, b) => b.last.sentOn.localeCompare(a.last.sentOn)),
      ),
    /** Opening a conversation reads the friend's messages. */
    conversation: (friendId: number) =>
      answer(() => {
        if (!state.friendIds.includes(friendId)) throw notFound();
        const thread = state.messages.filter((message) => withFriend(message, friendId));
        for (const message of thread) if (!message.isSend) message.isRead = true;
        return thread;
      }),
    send: (friendId: number, text: string) =>
      answer(() => {
        const message: SampleChatMessage = {
          id: Math.max(0, ...state.messages.map((m) => m.id)) + 1,
          from: VIEWER_ID,
          to: friendId,
          message: { typed: text },
          sentOn: new Date().toISOString(),
          isRead: false,
          isSend: true,
        };
        state.messages.push(message);
        return message;
      }),
    /** The friend reads what the viewer sent, then answers. */
    awaitReply: (friendId: number) =>
      answer((): WithAuthor<SampleChatMessage> => {
        const thread = state.messages.filter((message) => withFriend(message, friendId));
        for (const message of thread) message.isRead = true;
        const reply: SampleChatMessage = {
          id: Math.max(0, ...state.messages.map((m) => m.id)) + 1,
          from: friendId,
          to: VIEWER_ID,
          message: { key: replies[thread.length % replies.length] ?? 'replyGood' },
          sentOn: new Date().toISOString(),
          isRead: false,
          isSend: false,
        };
        state.messages.push(reply);
        return { ...reply, author: sampleUser(friendId) };
      }, replyMs),
  },
  events: {
    list: (type?: SampleEventType) =>
      answer(() =>
        state.events.filter((event) => !type || event.type === type).sort((a, b) => a.date.localeCompare(b.date)),
      ),
    get: (id: number) =>
      answer((): SampleEvent => {
        const event = state.events.find((candidate) => candidate.id === id);
        if (!event) throw notFound();
        return event;
      }),
    talks: (eventId: number) =>
      answer((): WithAuthor<SampleTalk>[] =>
        eventId === sampleEvents[0]?.id
          ? sampleTalks.map((talk) => ({ ...talk, author: sampleUser(talk.speakerId) }))
          : [],
      ),
    attending: () => answer(() => state.attending),
    setAttending: (id: number, going: boolean) =>
      answer(() => {
        const event = state.events.find((candidate) => candidate.id === id);
        if (!event) throw notFound();
        const already = state.attending.includes(id);
        if (going && !already) {
          state.attending.push(id);
          event.attendees += 1;
        }
        if (!going && already) {
          state.attending = state.attending.filter((candidate) => candidate !== id);
          event.attendees -= 1;
        }
        return event;
      }),
  },
  groups: {
    list: () => answer(() => state.groups),
    get: (id: number) =>
      answer(() => {
        const group = state.groups.find((candidate) => candidate.id === id);
        if (!group) throw notFound();
        return { ...group, memberList: group.members.map(sampleUser) };
      }),
    setJoined: (id: number, join: boolean) =>
      answer(() => {
        const group = state.groups.find((candidate) => candidate.id === id);
        if (!group) throw notFound();
        if (group.isJoin !== join) group.memberCount += join ? 1 : -1;
        group.isJoin = join;
        return group;
      }),
  },
  news: {
    list: () => answer(() => sampleNews),
    get: (id: number) =>
      answer(() => {
        const news = sampleNews.find((candidate) => candidate.id === id);
        if (!news) throw notFound();
        return news;
      }),
  },
  videos: {
    list: () =>
      answer((): WithAuthor<SampleVideo>[] =>
        sampleVideos.map((video) => ({ ...video, author: sampleUser(video.userId) })),
      ),
    get: (id: number) =>
      answer((): WithAuthor<SampleVideo> => {
        const video = sampleVideos.find((candidate) => candidate.id === id);
        if (!video) throw notFound();
        return { ...video, author: sampleUser(video.userId) };
      }),
  },
  albums: {
    list: () => answer(() => sampleAlbums),
  },
  stories: {
    list: () =>
      answer((): WithAuthor<SampleStory>[] =>
        sampleStories.map((story) => ({ ...story, author: sampleUser(story.userId) })),
      ),
  },
  celebrations: {
    list: () =>
      answer((): Celebration[] =>
        [
          { id: 7, kind: 'birthday' as const, years: 29 },
          { id: 2, kind: 'birthday' as const, years: 34 },
          { id: 4, kind: 'anniversary' as const, years: 3 },
        ].map(({ id, kind, years }) => ({ user: sampleUser(id), kind, years, wished: state.wishesSent.includes(id) })),
      ),
    sendWishes: (userId: number, message: string) =>
      answer(() => {
        if (!message.trim())
          throw new ApiError({
            status: 400,
            code: 'invalid_input',
            message: 'Invalid',
            fields: { message: 'required' },
          });
        state.wishesSent.push(userId);
        return { userId };
      }),
  },
  pages: {
    /** Field errors come back like the real API's `fields`: keys of the `createPage.errors` texts. */
    create: (input: { name: string; category: string; website: string; about: string }) =>
      answer(() => {
        const name = input.name.trim();
        if (state.pageNames.some((taken) => taken.toLowerCase() === name.toLowerCase())) {
          throw new ApiError({ status: 409, code: 'conflict', message: 'Taken', fields: { name: 'nameTaken' } });
        }
        state.pageNames.push(name);
        return { id: 900 + state.pageNames.length, name };
      }, delayMs + 100),
  },
  token: {
    figures: () => answer(() => sampleToken),
  },
};
