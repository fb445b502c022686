// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { creatorActivityResponseSchema } from '../../src/core/contract/posts';
import { useTestApi } from '../testing/test-api';

const t = useTestApi();

const idOf = async (alias: string) => (await t.call('GET', `/v1/customer/creator/${alias}`)).body.user.id as number;

async function postsOf(alias: string) {
  const answer = await t.call('GET', `/v1/cuppa/post/list?creator_id=${await idOf(alias)}&per_page=50`);
  return answer.body.posts as { id: number; text: string | null; visibility: string }[];
}

async function activity(id: number, token: string | null = null) {
  const answer = await t.call('GET', `/v1/customer/creator/activity/${id}`, { token });
  expect(answer.status).toBe(200);
  return creatorActivityResponseSchema.parse(answer.body);
}

describe('creator activity', () => {
  it('lists the comments a member wrote, newest first, and the posts they liked', async () => {
    const { token, user } = await t.signUp('Commenter');
    const older = (await postsOf('carmen')).find((post) => post.visibility === 'public');
    const dmitri = (await postsOf('dmitri')).find((post) => post.visibility === 'public');
    expect(older && dmitri).toBeTruthy();
    for (const [postId, comment] of [
      [older?.id, 'First words'],
      [dmitri?.id, 'Second words'],
    ] as const)
      expect(
        (await t.call('POST', '/v1/customer/post/comment', { token, json: { post_id: postId, comment } })).status,
      ).toBe(201);
    expect((await t.call('POST', '/v1/customer/post/like', { token, json: { post_id: dmitri?.id } })).status).toBe(200);

    const seen = await activity(user.id);
    expect(seen.comments.map((entry) => [entry.comment, entry.post.id])).toEqual([
      ['Second words', dmitri?.id],
      ['First words', older?.id],
    ]);
    expect(seen.likes.map((post) => post.id)).toEqual([dmitri?.id]);
    expect(seen.likes[0]?.creator.alias).toBe('dmitri');
  });

  it('lists liked posts by when they were liked, not by when they were posted', async () => {
    const { token, user } = await t.signUp('Liker');
    const open = (await postsOf('alice')).filter((post) => post.visibility === 'public');
    const [newest, oldest] = [open[0], open[open.length - 1]];
    expect(newest && oldest && newest.id !== oldest.id).toBe(true);
    for (const post of [newest, oldest])
      expect((await t.call('POST', '/v1/customer/post/like', { token, json: { post_id: post?.id } })).status).toBe(200);
    expect((await activity(user.id)).likes.map((post) => post.id)).toEqual([oldest?.id, newest?.id]);
  });

  it('keeps a locked post’s comment to those who may read the post', async () => {
    const alice = await t.signIn('alice@cuppa.test');
    const closed = (await postsOf('alice')).find((post) => post.visibility === 'subscribers');
    const json = { post_id: closed?.id, comment: 'Notes for subscribers' };
    expect((await t.call('POST', '/v1/customer/post/comment', { token: alice, json })).status).toBe(201);
    const aliceId = await idOf('alice');
    const own = (await activity(aliceId, alice)).comments.find((entry) => entry.post.id === closed?.id);
    expect(own?.comment).toBe('Notes for subscribers');
    const visitor = (await activity(aliceId)).comments.find((entry) => entry.post.id === closed?.id);
    expect(visitor).toMatchObject({ comment: null, post: { locked: true, text: null } });
  });

  it('shows nothing of a private member to others, and 404 for an account that does not exist', async () => {
    const { token, user } = await t.signUp('Hidden');
    const post = (await postsOf('emma')).find((entry) => entry.visibility === 'public');
    await t.call('POST', '/v1/customer/post/comment', { token, json: { post_id: post?.id, comment: 'Quiet' } });
    await t.call('PATCH', '/v1/customer/upload/profile', { token, json: { private_profile: true } });
    expect(await activity(user.id)).toEqual({ comments: [], likes: [] });
    expect((await activity(user.id, token)).comments).toHaveLength(1);
    expect((await t.call('GET', '/v1/customer/creator/activity/999999')).status).toBe(404);
  });
});
