import { beforeEach, describe, expect, it } from 'vitest';
import { isApiError } from '../../../core/http/api-error';
import { resetSampleState, sampleApi, setSampleDelay } from './sample-api';
import { DEMO_EVENT_ID } from './sample-events';
import { DEMO_GROUP_ID, sampleGroups } from './sample-groups';
import { DEMO_BLOG_ID } from './sample-news';

beforeEach(() => {
  setSampleDelay(0);
  resetSampleState();
});

describe('sample data', () => {
  it('has the demo ids and SPEC.md’s group ppd range', async () => {
    expect((await sampleApi.events.get(DEMO_EVENT_ID)).id).toBe(301);
    expect((await sampleApi.groups.get(DEMO_GROUP_ID)).id).toBe(2001);
    expect((await sampleApi.news.get(DEMO_BLOG_ID)).id).toBe(51);
    for (const group of sampleGroups) {
      expect(group.ppd).toBeGreaterThanOrEqual(5);
      expect(group.ppd).toBeLessThanOrEqual(20);
    }
  });

  it('answers copies, so a caller cannot change the sample state', async () => {
    const first = await sampleApi.groups.list();
    first[0]!.name = { typed: 'changed' };
    expect((await sampleApi.groups.list())[0]!.name).toEqual({ key: 'groupCoffee' });
  });

  it('fails an unknown id with a 404 like the real API', async () => {
    const error = await sampleApi.events.get(999).catch((reason: unknown) => reason);
    expect(isApiError(error) && error.status).toBe(404);
  });

  it('filters events by their type', async () => {
    const online = await sampleApi.events.list('online');
    expect(online.length).toBeGreaterThan(0);
    expect(online.every((event) => event.type === 'online')).toBe(true);
  });

  it('accepting a friend request makes a friend; declining does not; both leave the list', async () => {
    await sampleApi.notifications.answerFriendRequest(1, true);
    await sampleApi.notifications.answerFriendRequest(3, false);
    const notes = await sampleApi.notifications.list();
    expect(notes.some((note) => note.isFriendRequest)).toBe(false);
    const friends = (await sampleApi.friends.list()).map((friend) => friend.name);
    expect(friends).toContain('Jonas Weber');
    expect(friends).not.toContain('Noah Brown');
  });

  it('a sent message is unread until the friend answers, and opening a chat reads it', async () => {
    expect((await sampleApi.chats.list()).find((chat) => chat.user.id === 1)?.unread).toBe(1);
    await sampleApi.chats.conversation(1);
    expect((await sampleApi.chats.list()).find((chat) => chat.user.id === 1)?.unread).toBe(0);
    const sent = await sampleApi.chats.send(2, 'hello');
    expect(sent).toMatchObject({ isSend: true, isRead: false, from: 0, to: 2 });
    const reply = await sampleApi.chats.awaitReply(2);
    expect(reply).toMatchObject({ isSend: false, from: 2, author: { name: 'Omar Haddad' } });
    const thread = await sampleApi.chats.conversation(2);
    expect(thread.find((message) => message.id === sent.id)?.isRead).toBe(true);
  });

  it('joining and attending move the counts once', async () => {
    const joined = await sampleApi.groups.setJoined(2003, true);
    expect(joined).toMatchObject({ isJoin: true, memberCount: 9121 });
    expect((await sampleApi.groups.setJoined(2003, true)).memberCount).toBe(9121);
    expect((await sampleApi.events.setAttending(301, true)).attendees).toBe(249);
    expect((await sampleApi.events.setAttending(301, false)).attendees).toBe(248);
  });

  it('refuses a page name that is taken, field by field', async () => {
    const error = await sampleApi.pages
      .create({ name: 'CUPPA', category: 'food', website: '', about: '' })
      .catch((reason: unknown) => reason);
    expect(isApiError(error) && error.fields).toEqual({ name: 'nameTaken' });
    await expect(
      sampleApi.pages.create({ name: 'Slow', category: 'food', website: '', about: '' }),
    ).resolves.toMatchObject({
      name: 'Slow',
    });
  });
});
