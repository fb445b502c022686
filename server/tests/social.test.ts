// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { creatorListResponseSchema, postListResponseSchema, postSchema } from '../../src/core/contract/posts';
import { openUserByAlias, userById } from '../rows/load-users';
import { startTestApi, useTestApi } from '../testing/test-api';
import { uploadedPicture } from '../testing/uploaded-picture';

const t = useTestApi();
let member: string;
let alice: string;
beforeAll(async () => {
  member = await t.signIn('member@cuppa.test');
  alice = await t.signIn('alice@cuppa.test');
});

async function alicePosts(token: string | null) {
  const lookup = await t.call('GET', '/v1/customer/creator/alice');
  const all = await t.call('GET', '/v1/cuppa/post/list?per_page=50', { token });
  return {
    alice: lookup.body.user,
    posts: postListResponseSchema.parse(all.body).posts.filter((post) => post.creator.alias === 'alice'),
  };
}

describe('creators and posts', () => {
  it('lists at least five creators with paging and search', async () => {
    const list = creatorListResponseSchema.parse((await t.call('GET', '/v1/cuppa/creator/list')).body);
    expect(list.total).toBeGreaterThanOrEqual(5);
    const page = (await t.call('GET', '/v1/cuppa/creator/list?per_page=2&page=2')).body;
    expect(page.creators).toHaveLength(2);
    const search = (await t.call('GET', '/v1/cuppa/creator/list?q=carm')).body;
    expect(search.creators.map((creator: { alias: string }) => creator.alias)).toEqual(['carmen']);
    expect((await t.call('GET', '/v1/cuppa/creator/list?q=%25')).body.total).toBe(0);
  });

  it('looks a creator up case-insensitively and says whether the viewer subscribes', async () => {
    const lookup = await t.call('GET', '/v1/customer/creator/ALICE', { token: member });
    expect(lookup.status).toBe(200);
    expect(lookup.body).toMatchObject({
      user: { alias: 'alice', verified: true, subscription_amount: 5 },
      is_subscribe: false,
    });
    expect(lookup.body.user.email).toBeUndefined();
    expect((await t.call('GET', '/v1/customer/creator/nobody-here')).status).toBe(404);
    expect((await t.call('GET', '/v1/customer/creator/bob')).body.user).toMatchObject({ verified: false, about: '' });
  });

  // Lookups made in one round of requests are read with one query (rows/load-users.ts): each still gets
  // its own creator, by any case, and none for an alias that is missing, closed or not an alias at all.
  it('answers lookups made at once each with its own creator', async () => {
    const { token } = await t.signUp('Gonesoon');
    const gone = (await t.call('GET', '/v1/customer/me', { token })).body.alias as string;
    await t.call('POST', '/v1/customer/close-account', { token, json: { password: 'long-enough-1' } });
    const asked = ['ALICE', 'bob', 'alice', 'Carmen', 'nobody-here', gone, "a'b", '%', 'alice'];
    const expected = ['alice', 'bob', 'alice', 'carmen', undefined, undefined, undefined, undefined, 'alice'];
    const { sql } = t.api.context;
    const rows = await Promise.all(asked.map((alias) => openUserByAlias(sql, alias)));
    expect(rows.map((row) => row?.alias)).toEqual(expected);
    expect(rows[0]).toEqual(await userById(sql, rows[0]?.id ?? 0));
    const answers = await Promise.all(
      asked.map((alias) => t.call('GET', `/v1/customer/creator/${encodeURIComponent(alias)}`)),
    );
    expect(answers.map((answer) => answer.body.user?.alias)).toEqual(expected);
    expect(answers.map((answer) => answer.status)).toEqual(expected.map((alias) => (alias ? 200 : 404)));
  });

  // An attacker's lookup sent in the same round as a reader's must not fail the reader's: PostgreSQL
  // refuses a NUL byte in text, which failed the round's one query.
  it("answers a reader's lookup whatever another lookup of the same round sent", async () => {
    const { sql } = t.api.context;
    const asked = ['alice', 'bad\u0000alias', 'bob'];
    const rows = await Promise.allSettled(asked.map((alias) => openUserByAlias(sql, alias)));
    expect(rows.map((row) => (row.status === 'fulfilled' ? row.value?.alias : 'failed'))[0]).toBe('alice');
    expect(rows[2]).toMatchObject({ status: 'fulfilled', value: { alias: 'bob' } });
    const answers = await Promise.all(
      asked.map((alias) => t.call('GET', `/v1/customer/creator/${encodeURIComponent(alias)}`)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 400, 200]);
  });

  it('never sends locked content, and the author always sees their own posts', async () => {
    const visitor = await alicePosts(null);
    expect(new Set(visitor.posts.map((post) => post.visibility))).toEqual(new Set(['public', 'subscribers', 'paid']));
    for (const post of visitor.posts.filter((item) => item.visibility !== 'public')) {
      expect(post).toMatchObject({ locked: true, text: null, media: [] });
    }
    const paid = visitor.posts.find((post) => post.visibility === 'paid');
    expect(paid?.price).toBe(3);
    expect(paid?.media_count).toBe(2);
    const raw = JSON.stringify((await t.call('GET', `/v1/cuppa/post/${paid?.id}`)).body);
    expect(raw).not.toContain('complete film scans');
    expect(raw).not.toContain('kyoto-1');
    const author = await alicePosts(alice);
    expect(author.posts.every((post) => !post.locked && post.text !== null)).toBe(true);
  });

  it('toggles likes and adds comments on a visible post only', async () => {
    const { posts } = await alicePosts(member);
    const open = posts.find((post) => post.visibility === 'public');
    const locked = posts.find((post) => post.locked);
    const liked = await t.call('POST', '/v1/customer/post/like', { token: member, json: { post_id: open?.id } });
    expect(liked.body.post).toMatchObject({ liked: true, likes: (open?.likes ?? 0) + 1 });
    const unliked = await t.call('POST', '/v1/customer/post/like', { token: member, json: { post_id: open?.id } });
    expect(unliked.body.post).toMatchObject({ liked: false, likes: open?.likes });
    const comment = await t.call('POST', '/v1/customer/post/comment', {
      token: member,
      json: { post_id: open?.id, comment: '  Lovely  ' },
    });
    expect(comment).toMatchObject({ status: 201, body: { comment: { comment: 'Lovely', user: { alias: 'mia' } } } });
    const comments = await t.call('GET', `/v1/customer/post/comment/list/${open?.id}?per_page=1`);
    expect(comments.body.comments).toHaveLength(1);
    expect(comments.body.total).toBeGreaterThanOrEqual(1);
    expect(
      (
        await t.call('POST', '/v1/customer/post/comment', {
          token: member,
          json: { post_id: locked?.id, comment: 'hi' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await t.call('POST', '/v1/customer/post/comment', { token: member, json: { post_id: open?.id, comment: '' } }))
        .status,
    ).toBe(400);
    expect(
      (await t.call('POST', '/v1/customer/post/comment', { json: { post_id: open?.id, comment: 'x' } })).status,
    ).toBe(401);
  });

  it('lets a creator post and only the author (or an admin) delete', async () => {
    const created = await t.call('POST', '/v1/creator/post', {
      token: alice,
      json: {
        text: 'New notes',
        visibility: 'paid',
        price: 2,
        media: [{ type: 'image', url: await uploadedPicture(t, alice) }],
      },
    });
    expect(created.status).toBe(201);
    const post = postSchema.parse(created.body.post);
    expect(post).toMatchObject({ price: 2, locked: false, visibility: 'paid' });
    expect(
      (await t.call('POST', '/v1/creator/post', { token: member, json: { text: 'x', visibility: 'public' } })).status,
    ).toBe(403);
    expect((await t.call('DELETE', `/v1/creator/post/delete/${post.id}`, { token: member })).status).toBe(403);
    expect((await t.call('DELETE', `/v1/creator/post/delete/${post.id}`, { token: alice })).body).toEqual({
      deleted: true,
    });
    expect((await t.call('GET', `/v1/cuppa/post/${post.id}`)).status).toBe(404);
    const other = await t.call('POST', '/v1/creator/post', { token: alice, json: { text: 'y', visibility: 'public' } });
    const admin = await t.signIn('admin@cuppa.test');
    expect((await t.call('DELETE', `/v1/creator/post/delete/${other.body.post.id}`, { token: admin })).status).toBe(
      200,
    );
  });

  it('serves the subscriptions feed only to a signed-in member', async () => {
    expect((await t.call('GET', '/v1/cuppa/post/list?subscriber=true')).status).toBe(401);
    const feed = await t.call('GET', '/v1/cuppa/post/list?subscriber=true', { token: member });
    expect(feed.body).toEqual({ posts: [], total: 0 });
  });

  it('lists one creator’s posts for the profile feed', async () => {
    const { alice: creator, posts } = await alicePosts(null);
    const feed = postListResponseSchema.parse(
      (await t.call('GET', `/v1/cuppa/post/list?creator_id=${creator.id}&per_page=50`)).body,
    );
    expect(feed.total).toBe(posts.length);
    expect(feed.posts.every((post) => post.creator.alias === 'alice')).toBe(true);
    expect((await t.call('GET', '/v1/cuppa/post/list?creator_id=abc')).status).toBe(400);
  });

  it('lists a creator’s photos and the ads', async () => {
    const { alice: creator } = await alicePosts(null);
    const photos = await t.call('GET', `/v1/customer/creator/media/${creator.id}?type=photo`);
    expect(photos.body.total).toBeGreaterThan(0);
    expect((await t.call('GET', `/v1/customer/creator/media/${creator.id}?type=video`)).body.total).toBe(0);
    expect((await t.call('GET', `/v1/customer/creator/media/${creator.id}?type=gif`)).status).toBe(400);
    expect((await t.call('GET', '/v1/cuppa/ad/list')).body.ads.length).toBeGreaterThan(0);
  });

  it('answers under a configured product slug only', async () => {
    const other = await startTestApi({ product: 'travulum' });
    try {
      expect((await other.call('GET', '/v1/travulum/creator/list')).status).toBe(200);
      expect((await other.call('GET', '/v1/cuppa/creator/list')).status).toBe(404);
    } finally {
      await other.close();
    }
  });

  it('serves the demo pictures as images', async () => {
    const { alice: creator } = await alicePosts(null);
    const response = await fetch(creator.image);
    expect(response.headers.get('Content-Type')).toContain('image/svg+xml');
    // A portrait with its size (server/demo/art/avatar.ts), no caption.
    expect(await response.text()).toMatch(/^<svg [^>]*width="256" height="256"[^]*<ellipse/);
  });
});
