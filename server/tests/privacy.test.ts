// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../testing/test-api';

const t = useTestApi();
let member: string;
beforeAll(async () => {
  member = await t.signIn('member@cuppa.test');
});

/** A new creator with a public, a subscribers-only and a paid post, each with a photo. */
async function creatorWithPosts(name: string, profile: { private_profile?: boolean } = {}) {
  const { token, user } = await t.signUp(name);
  // A demo picture, written straight to the row: as a post image the API accepts only its own uploads.
  const picture = (await t.call('GET', '/v1/customer/creator/alice')).body.user.image as string;
  const patch = await t.call('PATCH', '/v1/customer/upload/profile', {
    token,
    json: { subscription_amount: 4, ...profile },
  });
  expect(patch.status).toBe(200);
  const post = async (visibility: string, price: number | null) => {
    const created = await t.call('POST', '/v1/creator/post', {
      token,
      json: { text: `${name}'s ${visibility} secret`, visibility, ...(price ? { price } : {}) },
    });
    expect(created.status).toBe(201);
    const id = created.body.post.id as number;
    await t.api.context.sql.run(
      'UPDATE posts SET media = ? WHERE id = ?',
      JSON.stringify([{ type: 'image', url: picture }]),
      id,
    );
    return id;
  };
  const posts = {
    open: await post('public', null),
    subscribers: await post('subscribers', null),
    paid: await post('paid', 2),
  };
  const comment = await t.call('POST', '/v1/customer/post/comment', {
    token,
    json: { post_id: posts.open, comment: `${name} says a private thing` },
  });
  expect(comment.status).toBe(201);
  return { token, id: user.id as number, posts };
}

const unlock = (token: string, postId: number) =>
  t.call('POST', '/v1/customer/subscriber/post', {
    token,
    json: { post_id: postId, coin: 'solana' },
    headers: { 'Idempotency-Key': randomUUID() },
  });

const points = async (token: string) => (await t.call('GET', '/v1/customer/me', { token })).body.user.points as number;

/** Everything a reader could learn of a creator's posts, as the given caller. */
async function reads(token: string | null, creator: { id: number; posts: Record<string, number> }) {
  const ids = Object.values(creator.posts);
  return {
    posts: await Promise.all(ids.map(async (id) => (await t.call('GET', `/v1/cuppa/post/${id}`, { token })).status)),
    comments: await Promise.all(
      ids.map(async (id) => (await t.call('GET', `/v1/customer/post/comment/list/${id}`, { token })).status),
    ),
    media: (await t.call('GET', `/v1/customer/creator/media/${creator.id}?type=photo`, { token })).body,
    feed: (await t.call('GET', `/v1/cuppa/post/list?creator_id=${creator.id}`, { token })).body.total,
  };
}

describe('who sees what', () => {
  it('shows a private profile’s posts, comments and media to the creator and its subscribers only', async () => {
    const priya = await creatorWithPosts('Priya', { private_profile: true });
    const nosy = await t.signUp('Nosy');
    const hidden = { posts: [404, 404, 404], comments: [404, 404, 404], media: { posts: [], total: 0 }, feed: 0 };
    expect(await reads(null, priya)).toEqual(hidden);
    expect(await reads(nosy.token, priya)).toEqual(hidden);
    expect(await reads(member, priya)).toEqual(hidden);
    const raw = JSON.stringify(await t.call('GET', `/v1/customer/post/comment/list/${priya.posts.open}`));
    expect(raw).not.toContain('private thing');

    // What cannot be seen cannot be bought either.
    const before = await points(member);
    expect((await unlock(member, priya.posts.paid)).status).toBe(404);
    expect(await points(member)).toBe(before);

    const subscribed = await t.call('POST', '/v1/customer/subscriber/subscribe', {
      token: member,
      json: { creator_id: priya.id, coin: 'solana' },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(subscribed.status).toBe(201);
    const asSubscriber = await reads(member, priya);
    expect(asSubscriber).toMatchObject({ posts: [200, 200, 200], comments: [200, 200, 403], feed: 3 });
    expect(asSubscriber.media.total).toBe(3);
    expect((await unlock(member, priya.posts.paid)).status).toBe(200);
    expect((await reads(priya.token, priya)).posts).toEqual([200, 200, 200]);
  });

  it('makes a closed account’s posts, comments and media 404 to everyone, and sells nothing of it', async () => {
    const clara = await creatorWithPosts('Clara');
    const alicePost = (await t.call('GET', '/v1/cuppa/post/list?per_page=50')).body.posts.find(
      (post: { creator: { alias: string }; visibility: string }) =>
        post.creator.alias === 'alice' && post.visibility === 'public',
    ).id as number;
    await t.call('POST', '/v1/customer/post/comment', {
      token: clara.token,
      json: { post_id: alicePost, comment: 'Clara was here' },
    });
    expect((await reads(null, clara)).posts).toEqual([200, 200, 200]);

    const closed = await t.call('POST', '/v1/customer/close-account', {
      token: clara.token,
      json: { password: 'long-enough-1' },
    });
    expect(closed.status).toBe(200);
    for (const token of [null, member]) {
      const seen = await reads(token, clara);
      expect(seen.posts).toEqual([404, 404, 404]);
      expect(seen.comments).toEqual([404, 404, 404]);
      expect(seen.feed).toBe(0);
    }
    expect((await t.call('GET', `/v1/customer/creator/media/${clara.id}?type=photo`)).status).toBe(404);

    const before = await points(member);
    expect((await unlock(member, clara.posts.paid)).status).toBe(404);
    expect(await points(member)).toBe(before);

    const onAlice = await t.call('GET', `/v1/customer/post/comment/list/${alicePost}?per_page=50`);
    expect(JSON.stringify(onAlice.body)).not.toContain('Clara was here');
    expect(onAlice.body.total).toBe(onAlice.body.comments.length);
    const post = (await t.call('GET', `/v1/cuppa/post/${alicePost}`)).body.post;
    expect(post.comments_count).toBe(onAlice.body.total);
  });
});
