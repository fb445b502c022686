// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../testing/test-api';

/** API.md, 'Limits': privacy settings hold (searchable, show_activity; supporter_amounts has its own tests), on both engines. */
const t = useTestApi();

const privacy = (token: string, settings: { searchable?: boolean; show_activity?: boolean }) =>
  t.call('PATCH', '/v1/customer/settings', { token, json: { privacy: settings } });

async function listed(query: string, token: string | null = null): Promise<string[]> {
  const answer = await t.call('GET', `/v1/cuppa/creator/list?per_page=50${query}`, { token });
  expect(answer.status).toBe(200);
  return (answer.body.creators as { alias: string }[]).map((creator) => creator.alias);
}

describe('privacy.searchable', () => {
  it('off: the member is in no creator list and no search, to anyone; the profile itself still opens; on again: back', async () => {
    const { token, user } = await t.signUp('Hermit');
    await t.call('PATCH', '/v1/customer/upload/profile', { token, json: { subscription_amount: 3 } });
    const visitorTotal = async () => (await t.call('GET', '/v1/cuppa/creator/list')).body.total as number;
    expect(await listed(`&q=${user.alias}`)).toEqual([user.alias]);
    const before = await visitorTotal();

    expect((await privacy(token, { searchable: false })).body.settings.privacy).toEqual({
      searchable: false,
      show_activity: true,
      supporter_amounts: false,
    });
    const member = await t.signIn('member@cuppa.test');
    for (const viewer of [null, member, token]) {
      expect(await listed(`&q=${user.alias}`, viewer)).toEqual([]);
      expect(await listed('&q=Hermit', viewer)).toEqual([]);
      expect(await listed('&q=Hermit Test', viewer)).toEqual([]);
      expect(await listed('', viewer)).not.toContain(user.alias);
    }
    expect(await visitorTotal()).toBe(before - 1);
    // Not findable is not gone: a link to the profile still works.
    expect((await t.call('GET', `/v1/customer/creator/${user.alias}`)).status).toBe(200);

    await privacy(token, { searchable: true });
    expect(await listed(`&q=${user.alias}`)).toEqual([user.alias]);
  });
});

describe('privacy.show_activity', () => {
  it('off: the activity tab is empty for everyone but the member, who still sees their own', async () => {
    const { token, user } = await t.signUp('Quiet');
    const { posts } = (await t.call('GET', '/v1/cuppa/post/list?per_page=50', { token })).body;
    const postId = posts.find((post: { visibility: string }) => post.visibility === 'public').id as number;
    expect((await t.call('POST', '/v1/customer/post/like', { token, json: { post_id: postId } })).status).toBe(200);
    const comment = await t.call('POST', '/v1/customer/post/comment', {
      token,
      json: { post_id: postId, comment: 'What I said in public' },
    });
    expect(comment.status).toBe(201);
    const activity = (viewer: string | null) =>
      t.call('GET', `/v1/customer/creator/activity/${user.id}`, { token: viewer });
    const counts = async (viewer: string | null) => {
      const { body } = await activity(viewer);
      return [body.comments.length, body.likes.length];
    };
    const member = await t.signIn('member@cuppa.test');
    expect(await counts(null)).toEqual([1, 1]);

    await privacy(token, { show_activity: false });
    expect(await counts(null)).toEqual([0, 0]);
    expect(await counts(member)).toEqual([0, 0]);
    expect(await counts(token)).toEqual([1, 1]);
    expect((await activity(null)).status).toBe(200);

    await privacy(token, { show_activity: true });
    expect(await counts(member)).toEqual([1, 1]);
  });
});
