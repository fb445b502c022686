// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { notificationListResponseSchema } from '../../src/core/contract/notifications';
import { encodeBase58 } from '../../src/core/contract/solana-address';
import { solanaTipPath } from '../../src/core/contract/solana-tip-path';
import { notify, notifyParams, notifyQuery } from '../rows/notifications';
import { embedTokenFor } from '../testing/embed-token';
import { useTestApi } from '../testing/test-api';

const t = useTestApi();

const member = (name: string, options?: { price?: number; dollars?: number }) => t.member(name, options);

const list = async (token: string, query = '') => {
  const answer = await t.call('GET', `/v1/customer/notifications${query}`, { token });
  expect(answer.status).toBe(200);
  return notificationListResponseSchema.parse(answer.body);
};
const markRead = (token: string, json?: unknown) =>
  t.call('POST', '/v1/customer/notifications/read', { token, ...(json === undefined ? {} : { json }) });
const tip = (token: string, creatorId: number, amount: number, message?: string) =>
  t.call('POST', '/v1/customer/subscriber/coffee', {
    token,
    json: { creator_id: creatorId, tip: amount, coin: 'solana', ...(message ? { message } : {}) },
    headers: { 'Idempotency-Key': randomBytes(8).toString('hex') },
  });
const subscribe = (token: string, creatorId: number) =>
  t.call('POST', '/v1/customer/subscriber/subscribe', {
    token,
    json: { creator_id: creatorId, coin: 'solana' },
    headers: { 'Idempotency-Key': randomBytes(8).toString('hex') },
  });
const saveNotificationSettings = (token: string, notification: Record<string, boolean>) =>
  t.call('PATCH', '/v1/customer/settings', { token, json: { notification } });

describe('notifications', () => {
  it('tell a creator about a tip with its note and a new subscriber, newest first, unread', async () => {
    const creator = await member('Told', { price: 4 });
    const fan = await member('Fan', { dollars: 30 });
    expect(await list(creator.token)).toEqual({ notifications: [], total: 0, unread: 0 });

    expect((await tip(fan.token, creator.id, 5, 'For the tide tables')).status).toBe(201);
    expect((await subscribe(fan.token, creator.id)).status).toBe(201);

    const page = await list(creator.token);
    expect(page).toMatchObject({ total: 2, unread: 2 });
    expect(page.notifications).toEqual([
      {
        id: expect.any(Number),
        type: 'subscription',
        actor: expect.objectContaining({ id: fan.id, alias: fan.alias, first_name: 'Fan' }),
        amount: 4,
        read: false,
        created_at: expect.any(String),
      },
      {
        id: expect.any(Number),
        type: 'tip',
        actor: expect.objectContaining({ id: fan.id }),
        amount: 5,
        message: 'For the tide tables',
        read: false,
        created_at: expect.any(String),
      },
    ]);
    // The payer is told nothing: it happened to the creator's money.
    expect((await list(fan.token)).total).toBe(0);
  });

  it('are written with the money, exactly once: a replayed tip and a refused one tell nothing more', async () => {
    const creator = await member('Once', { price: 2 });
    const fan = await member('Replay', { dollars: 5 });
    const key = randomBytes(8).toString('hex');
    const send = () =>
      t.call('POST', '/v1/customer/subscriber/coffee', {
        token: fan.token,
        json: { creator_id: creator.id, tip: 3, coin: 'solana' },
        headers: { 'Idempotency-Key': key },
      });
    expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(201);
    expect((await tip(fan.token, creator.id, 9)).status).toBe(402);
    const page = await list(creator.token);
    expect(page.total).toBe(1);
    expect(page.notifications[0]).not.toHaveProperty('message');
  });

  it('tell a creator about a tip paid on a connected site', async () => {
    const creator = await member('Blogger', { price: 2 });
    const fan = await member('Reader', { dollars: 10 });
    const token = await embedTokenFor(t, fan.id, 'https://tide-blog.example', 500);
    expect((await tip(token, creator.id, 2, 'From your blog')).status).toBe(201);
    expect((await list(creator.token)).notifications).toEqual([
      expect.objectContaining({
        type: 'tip',
        amount: 2,
        message: 'From your blog',
        actor: expect.objectContaining({ id: fan.id }),
      }),
    ]);
    // A connected site cannot read or change them.
    expect((await t.call('GET', '/v1/customer/notifications', { token })).status).toBe(403);
    expect((await markRead(token)).status).toBe(403);
  });

  it('tell a creator about a crypto tip once it arrives, with its note and no account behind it', async () => {
    const creator = await member('Crypto', { price: 2 });
    const reference = encodeBase58(randomBytes(32));
    const intent = await t.call('POST', '/v1/solana/tip-intent', {
      json: { creator: creator.alias, reference, amount: 4, message: 'Sent from my wallet' },
    });
    expect(intent.status).toBe(201);
    expect((await list(creator.token)).total).toBe(0);
    await t.call('POST', '/v1/dev/transfer', { json: { reference, address: creator.address, amount: 4.5 } });
    expect((await t.call('GET', solanaTipPath(reference, creator.alias))).body.status).toBe('confirmed');
    // Asked again, the credit is found done: still one notification.
    await t.call('GET', solanaTipPath(reference, creator.alias));
    expect((await list(creator.token)).notifications).toEqual([
      expect.objectContaining({ type: 'tip', actor: null, amount: 4.5, message: 'Sent from my wallet', read: false }),
    ]);
  });

  it('tell an author about a comment on their post, with the post, but not about their own', async () => {
    const author = await member('Author', { price: 2 });
    const reader = await member('Commenter');
    const created = await t.call('POST', '/v1/creator/post', {
      token: author.token,
      json: { text: 'Low tide at six', media: [], visibility: 'public' },
    });
    expect(created.status).toBe(201);
    const postId = created.body.post.id as number;
    const comment = (token: string, text: string) =>
      t.call('POST', '/v1/customer/post/comment', { token, json: { post_id: postId, comment: text } });
    expect((await comment(reader.token, 'I was there!')).body.comment).toMatchObject({
      post_id: postId,
      comment: 'I was there!',
      user: { id: reader.id },
    });
    expect((await comment(author.token, 'Thanks for coming')).status).toBe(201);
    expect((await list(author.token)).notifications).toEqual([
      expect.objectContaining({
        type: 'comment',
        actor: expect.objectContaining({ id: reader.id }),
        post_id: postId,
        message: 'I was there!',
      }),
    ]);
    expect((await list(reader.token)).total).toBe(0);
  });

  it('take renewals and ended subscriptions through notify(), the same statement the money calls run', async () => {
    const creator = await member('Renewed', { price: 3 });
    const fan = await member('Lapsed');
    const { sql } = t.api.context;
    await notify(sql, { userId: creator.id, type: 'renewal', actorId: fan.id, amountCents: 300 });
    await sql.run(
      notifyQuery,
      notifyParams({ userId: fan.id, type: 'subscription_ended', actorId: creator.id, amountCents: 300 }),
    );
    expect((await list(creator.token)).notifications).toEqual([
      expect.objectContaining({ type: 'renewal', amount: 3, actor: expect.objectContaining({ id: fan.id }) }),
    ]);
    expect((await list(fan.token)).notifications).toEqual([
      expect.objectContaining({
        type: 'subscription_ended',
        reason: 'unpaid',
        amount: 3,
        actor: expect.objectContaining({ id: creator.id }),
      }),
    ]);
    // Only an ended subscription says why.
    expect((await list(creator.token)).notifications[0]).not.toHaveProperty('reason');
  });

  it('say why a subscription ended; one stored before the reason was (always unpaid then) reads as unpaid', async () => {
    const creator = await member('Gone', { price: 3 });
    const fan = await member('Kept');
    const { sql } = t.api.context;
    await notify(sql, {
      userId: fan.id,
      type: 'subscription_ended',
      actorId: creator.id,
      amountCents: 300,
      reason: 'creator_gone',
    });
    await sql.run(
      `INSERT INTO notifications (user_id, type, actor_id, amount_cents, created_at) VALUES (?, 'subscription_ended', ?, 300, ?)`,
      fan.id,
      creator.id,
      new Date().toISOString(),
    );
    expect((await list(fan.token)).notifications.map((note) => note.reason)).toEqual(['unpaid', 'creator_gone']);
    await expect(
      sql.run(
        `INSERT INTO notifications (user_id, type, reason, created_at) VALUES (?, 'subscription_ended', 'bored', ?)`,
        fan.id,
        new Date().toISOString(),
      ),
    ).rejects.toThrow(/check/i);
  });

  it('honour the notification settings when read: switched off, a type is hidden and not counted; on, it is back', async () => {
    const creator = await member('Quiet', { price: 2 });
    const fan = await member('Busy', { dollars: 20 });
    const { sql } = t.api.context;
    expect((await tip(fan.token, creator.id, 1)).status).toBe(201);
    expect((await subscribe(fan.token, creator.id)).status).toBe(201);
    await notify(sql, { userId: creator.id, type: 'renewal', actorId: fan.id, amountCents: 200 });
    await notify(sql, { userId: creator.id, type: 'subscription_ended', actorId: fan.id });
    expect((await list(creator.token)).unread).toBe(4);

    expect((await saveNotificationSettings(creator.token, { tips: false, subscriptions: false })).status).toBe(200);
    const quiet = await list(creator.token);
    // An ended subscription has no switch: it always shows.
    expect(quiet.notifications.map((note) => note.type)).toEqual(['subscription_ended']);
    expect(quiet).toMatchObject({ total: 1, unread: 1 });
    // A tip while switched off is still stored, and shows once tips are on again.
    expect((await tip(fan.token, creator.id, 2)).status).toBe(201);
    expect((await list(creator.token)).total).toBe(1);
    expect((await saveNotificationSettings(creator.token, { tips: true })).status).toBe(200);
    expect((await list(creator.token)).notifications.map((note) => [note.type, note.amount])).toEqual([
      ['tip', 2],
      ['subscription_ended', undefined],
      ['tip', 1],
    ]);

    // Comments have their switch too.
    expect((await saveNotificationSettings(creator.token, { comments: false })).status).toBe(200);
    await notify(sql, { userId: creator.id, type: 'comment', actorId: fan.id, message: 'Hidden', postId: null });
    expect((await list(creator.token)).total).toBe(3);
  });

  it('are read across devices: one, several, or all, answering how many stay unread', async () => {
    const creator = await member('Reader2', { price: 2 });
    const fan = await member('Giver', { dollars: 20 });
    for (const amount of [1, 2, 3]) expect((await tip(fan.token, creator.id, amount)).status).toBe(201);
    const [newest, middle] = (await list(creator.token)).notifications;
    const phone = await t.signIn(
      (await t.call('GET', '/v1/customer/me', { token: creator.token })).body.user.email,
      'long-enough-1',
    );

    const one = await markRead(phone, { ids: [newest?.id] });
    expect(one).toMatchObject({ status: 200, body: { unread: 2 } });
    const seen = await list(creator.token);
    expect(seen.notifications.map((note) => note.read)).toEqual([true, false, false]);
    expect(seen.unread).toBe(2);
    // Marking one again changes nothing.
    expect((await markRead(creator.token, { ids: [newest?.id, middle?.id] })).body).toEqual({ unread: 1 });
    expect((await markRead(creator.token)).body).toEqual({ unread: 0 });
    expect((await list(phone)).notifications.every((note) => note.read)).toBe(true);
  });

  it('are the member’s own: another member’s ids in /read change nothing of theirs, and lists never mix', async () => {
    const victim = await member('Victim', { price: 2 });
    const attacker = await member('Attacker', { price: 2, dollars: 10 });
    expect((await tip(attacker.token, victim.id, 1)).status).toBe(201);
    const [theirs] = (await list(victim.token)).notifications;
    expect(theirs).toBeDefined();

    const attack = await markRead(attacker.token, { ids: [theirs?.id] });
    expect(attack).toMatchObject({ status: 200, body: { unread: 0 } });
    expect((await markRead(attacker.token)).status).toBe(200);
    expect(await list(victim.token)).toMatchObject({ unread: 1, notifications: [{ id: theirs?.id, read: false }] });
    expect((await list(attacker.token)).total).toBe(0);
  });

  it('refuse a bad read request and a visitor', async () => {
    const someone = await member('Careful');
    for (const json of [
      { ids: [] },
      { ids: ['1'] },
      { ids: [-1] },
      { ids: Array.from({ length: 101 }, (_, i) => i + 1) },
      { all: true },
    ]) {
      expect((await markRead(someone.token, json)).status, JSON.stringify(json)).toBe(400);
    }
    expect((await t.call('GET', '/v1/customer/notifications')).status).toBe(401);
    expect((await markRead('')).status).toBe(401);
    expect((await t.call('GET', '/v1/customer/notifications?per_page=51', { token: someone.token })).status).toBe(400);
  });

  it('are in the demo: Alice is told about the seeded tips and the comments on her posts', async () => {
    const alice = await t.signIn('alice@cuppa.test');
    const { notifications } = await list(alice, '?per_page=50');
    expect(notifications).toContainEqual(
      expect.objectContaining({
        type: 'tip',
        amount: 5,
        message: 'Those tiles! More of Lisbon, please.',
        actor: expect.objectContaining({ alias: 'carmen' }),
      }),
    );
    expect(notifications.some((note) => note.type === 'comment' && note.post_id !== undefined)).toBe(true);
  });

  it('page like every list: per_page, page, total', async () => {
    const creator = await member('Paged', { price: 2 });
    const { sql } = t.api.context;
    for (let i = 1; i <= 12; i += 1) {
      await notify(sql, { userId: creator.id, type: 'tip', actorId: null, amountCents: i * 100 });
    }
    const first = await list(creator.token);
    expect(first.notifications).toHaveLength(10);
    expect(first).toMatchObject({ total: 12, unread: 12 });
    expect(first.notifications[0]?.amount).toBe(12);
    const second = await list(creator.token, '?page=2');
    expect(second.notifications.map((note) => note.amount)).toEqual([2, 1]);
    expect((await list(creator.token, '?per_page=5&page=3')).notifications).toHaveLength(2);
  });
});
