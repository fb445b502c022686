// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encodeBase58 } from '../../src/core/contract/solana-address';
import { solanaTipPath } from '../../src/core/contract/solana-tip-path';
import { goalMessages } from '../../src/core/contract/supporters';
import { embedTokenFor } from '../testing/embed-token';
import { useTestApi } from '../testing/test-api';

const t = useTestApi();

/** A new creator with nothing earned yet. */
const newCreator = (name: string) => t.member(name, { price: 4 });

/** A reader without an account tips `dollars` in USDC from their own wallet, with a note; credited once it arrives. */
async function cryptoTip(creator: { alias: string; address: string }, dollars: number, message: string) {
  const reference = encodeBase58(randomBytes(32));
  const intent = await t.call('POST', '/v1/solana/tip-intent', {
    json: { creator: creator.alias, reference, amount: dollars, message },
  });
  expect(intent.status).toBe(201);
  await t.call('POST', '/v1/dev/transfer', { json: { reference, address: creator.address, amount: dollars } });
  expect((await t.call('GET', solanaTipPath(reference, creator.alias))).body.status).toBe('confirmed');
}

const member = (name: string, dollars: number) => t.member(name, { dollars });

const tip = (token: string, creatorId: number, tip: number, extra: Record<string, unknown> = {}) =>
  t.call('POST', '/v1/customer/subscriber/coffee', {
    token,
    json: { creator_id: creatorId, tip, coin: 'solana', ...extra },
  });

const goalOf = (alias: string) => t.call('GET', `/v1/customer/creator/${alias}/goal`);
const wallOf = (alias: string, query = '') => t.call('GET', `/v1/customer/creator/${alias}/supporters${query}`);

describe('goals', () => {
  it('is null until the creator sets one, then counts tips and subscriptions this month, not unlocks', async () => {
    const creator = await newCreator('Goalie');
    expect(await goalOf(creator.alias)).toMatchObject({ status: 200, body: { goal: null } });
    const set = await t.call('PATCH', '/v1/customer/upload/profile', {
      token: creator.token,
      json: { goal: { title: '  A new lens  ', target: 500, period: 'month' } },
    });
    expect(set.status).toBe(200);
    expect((await goalOf(creator.alias.toUpperCase())).body).toEqual({
      goal: { title: 'A new lens', target: 500, period: 'month', raised: 0, supporters: 0 },
    });

    const ana = await member('Ana', 50);
    const ben = await member('Ben', 50);
    expect((await tip(ana.token, creator.id, 5)).status).toBe(201);
    expect((await tip(ana.token, creator.id, 3)).status).toBe(201);
    const subscribed = await t.call('POST', '/v1/customer/subscriber/subscribe', {
      token: ben.token,
      json: { creator_id: creator.id, coin: 'solana' },
    });
    expect(subscribed.status).toBe(201);
    const post = await t.call('POST', '/v1/creator/post', {
      token: creator.token,
      json: { text: 'Behind the scenes', media: [], visibility: 'paid', price: 2 },
    });
    const unlocked = await t.call('POST', '/v1/customer/subscriber/post', {
      token: ana.token,
      json: { post_id: post.body.post.id, coin: 'solana' },
    });
    expect(unlocked.status).toBe(200);
    // Last month's tip is not this month's.
    await t.api.context.sql.run(
      `INSERT INTO earnings (creator_id, from_id, transfer_id, type, amount_cents, created_at)
       SELECT creator_id, from_id, transfer_id, type, 10000, '2000-01-15T00:00:00.000Z' FROM earnings WHERE creator_id = ? LIMIT 1`,
      creator.id,
    );
    expect((await goalOf(creator.alias)).body.goal).toMatchObject({ raised: 12, supporters: 2 });
  });

  it('counts a one-off goal from when it was set, keeps that start for a new target, and restarts for a new title', async () => {
    const creator = await newCreator('Once');
    const ana = await member('Ana', 50);
    await tip(ana.token, creator.id, 7); // before the goal
    const patch = (goal: unknown) =>
      t.call('PATCH', '/v1/customer/upload/profile', { token: creator.token, json: { goal } });
    await patch({ title: 'Studio rent', target: 100, period: 'once' });
    await tip(ana.token, creator.id, 4);
    expect((await goalOf(creator.alias)).body.goal).toMatchObject({ raised: 4, supporters: 1 });
    await patch({ title: 'Studio rent', target: 200, period: 'once' });
    expect((await goalOf(creator.alias)).body.goal).toMatchObject({ target: 200, raised: 4 });
    await patch({ title: 'A microphone', target: 200, period: 'once' });
    expect((await goalOf(creator.alias)).body.goal).toMatchObject({ title: 'A microphone', raised: 0, supporters: 0 });
    await patch(null);
    expect((await goalOf(creator.alias)).body).toEqual({ goal: null });
  });

  it("refuses a goal the rules do not allow, naming the field in the contract's words", async () => {
    const creator = await newCreator('Rules');
    const patch = (goal: unknown) =>
      t.call('PATCH', '/v1/customer/upload/profile', { token: creator.token, json: { goal } });
    expect((await patch({ title: ' ', target: 10, period: 'month' })).body.fields).toEqual({
      'goal.title': goalMessages.titleRequired,
    });
    expect((await patch({ title: 'x'.repeat(81), target: 10, period: 'month' })).body.fields).toEqual({
      'goal.title': goalMessages.titleLong,
    });
    expect((await patch({ title: 'Lens', target: 10.5, period: 'month' })).body.fields).toEqual({
      'goal.target': goalMessages.targetWhole,
    });
    expect((await patch({ title: 'Lens', target: 0, period: 'month' })).body.fields).toEqual({
      'goal.target': goalMessages.targetMin,
    });
    expect((await patch({ title: 'Lens', target: 10, period: 'week' })).status).toBe(400);
    expect((await goalOf(creator.alias)).body).toEqual({ goal: null });
  });

  it('answers 404 for an unknown or closed account, and refuses a connected site as the public routes do', async () => {
    expect((await goalOf('nobody-here')).status).toBe(404);
    expect((await wallOf('nobody-here')).status).toBe(404);
    const reader = await member('Embedded', 5);
    const token = await embedTokenFor(t, reader.id, 'https://blog.example');
    const read = await t.call('GET', '/v1/customer/creator/alice/goal', { token });
    expect(read).toMatchObject({ status: 403, body: { code: 'embed_scope' } });
  });
});

describe('a creator whose alias is also a profile tab', () => {
  // The tabs' routes are /creator/media/{id}, /creator/connections/{id} and /creator/activity/{id}: an
  // alias of the same word must still reach its goal and wall, and the tabs must still answer by id.
  it.each(['media', 'connections', 'activity'])(
    'reaches the goal and supporters of "%s", and the tab by id',
    async (alias) => {
      const creator = await newCreator(`Tab${alias}`);
      const patch = (json: unknown) => t.call('PATCH', '/v1/customer/upload/profile', { token: creator.token, json });
      expect((await patch({ alias })).status).toBe(200);
      expect((await patch({ goal: { title: 'A tripod', target: 80, period: 'month' } })).status).toBe(200);
      const ana = await member('Ana', 20);
      expect((await tip(ana.token, creator.id, 5, { public: true, message: 'for the tripod' })).status).toBe(201);

      expect(await goalOf(alias)).toMatchObject({
        status: 200,
        body: { goal: { title: 'A tripod', target: 80, period: 'month', raised: 5, supporters: 1 } },
      });
      expect(await wallOf(alias)).toMatchObject({
        status: 200,
        body: {
          supporters: [{ name: 'Ana', message: 'for the tripod', amount: null, created_at: expect.any(String) }],
        },
      });
      const tab = await t.call(
        'GET',
        `/v1/customer/creator/${alias}/${creator.id}${alias === 'media' ? '?type=photo' : ''}`,
      );
      expect(tab.status).toBe(200);
      if (alias === 'media') expect(tab.body).toEqual({ posts: [], total: 0 });
      expect((await t.call('GET', `/v1/customer/creator/${alias}/not-a-number`)).status).toBe(404);
    },
  );
});

describe('the demo data', () => {
  it('gives alice a monthly goal and a wall of three supporters, one of them someone', async () => {
    expect((await goalOf('alice')).body.goal).toMatchObject({
      title: 'A new lens for the Porto trip',
      target: 500,
      period: 'month',
    });
    expect((await wallOf('alice')).body.supporters.slice(0, 3)).toEqual([
      { name: 'Carmen', message: 'Those tiles! More of Lisbon, please.', amount: null, created_at: expect.any(String) },
      { name: 'Emma', message: null, amount: null, created_at: expect.any(String) },
      { name: null, message: null, amount: null, created_at: expect.any(String) },
    ]);
  });
});

describe('the supporters wall', () => {
  it('shows a first name and message only where the reader chose to, and someone otherwise', async () => {
    const creator = await newCreator('Wall');
    const shown = await member('Shown', 50);
    const hidden = await member('Hidden', 50);
    await tip(shown.token, creator.id, 5, { message: 'Keep going!', public: true });
    // The attacker's read: a tip whose reader did not choose to show it must not leak its name or message.
    await tip(hidden.token, creator.id, 3, { message: 'a private note' });
    await t.call('POST', '/v1/customer/subscriber/subscribe', {
      token: hidden.token,
      json: { creator_id: creator.id, coin: 'solana', public: false },
    });
    const wall = await wallOf(creator.alias);
    expect(wall.status).toBe(200);
    expect(wall.body.supporters).toEqual([
      { name: null, message: null, amount: null, created_at: expect.any(String) },
      { name: null, message: null, amount: null, created_at: expect.any(String) },
      { name: 'Shown', message: 'Keep going!', amount: null, created_at: expect.any(String) },
    ]);
    expect(JSON.stringify(wall.body)).not.toContain('private note');
    expect(JSON.stringify(wall.body)).not.toContain('Hidden');
  });

  it('counts a crypto tip, whose reader has no account, as one more supporter, shown as someone', async () => {
    const creator = await newCreator('Coins');
    await t.call('PATCH', '/v1/customer/upload/profile', {
      token: creator.token,
      json: { goal: { title: 'Film', target: 100, period: 'month' } },
    });
    const ana = await member('Ana', 50);
    await tip(ana.token, creator.id, 5, { public: true });
    await cryptoTip(creator, 4, 'from my phone wallet');
    await cryptoTip(creator, 2, 'and again');
    expect((await goalOf(creator.alias)).body.goal).toMatchObject({ raised: 11, supporters: 3 });
    const wall = (await wallOf(creator.alias)).body.supporters;
    expect(wall).toEqual([
      { name: null, message: null, amount: null, created_at: expect.any(String) },
      { name: null, message: null, amount: null, created_at: expect.any(String) },
      { name: 'Ana', message: null, amount: null, created_at: expect.any(String) },
    ]);
    expect(JSON.stringify(wall)).not.toContain('wallet');
  });

  it('shows amounts once the creator allows it in their privacy settings', async () => {
    const creator = await newCreator('Amounts');
    const ana = await member('Ana', 50);
    await tip(ana.token, creator.id, 6, { public: true });
    expect((await wallOf(creator.alias)).body.supporters[0].amount).toBeNull();
    const settings = await t.call('PATCH', '/v1/customer/settings', {
      token: creator.token,
      json: { privacy: { supporter_amounts: true } },
    });
    expect(settings.body.settings.privacy).toMatchObject({ supporter_amounts: true, searchable: true });
    expect((await wallOf(creator.alias)).body.supporters[0]).toMatchObject({ name: 'Ana', amount: 6 });
  });

  it('lists the latest five unless asked for up to twenty, and hides the name of a closed account', async () => {
    const creator = await newCreator('Many');
    const ana = await member('Ana', 100);
    for (let n = 1; n <= 7; n += 1) await tip(ana.token, creator.id, n, { public: true, message: `tip ${n}` });
    const wall = (await wallOf(creator.alias)).body.supporters;
    expect(wall.map((supporter: { message: string }) => supporter.message)).toEqual([
      'tip 7',
      'tip 6',
      'tip 5',
      'tip 4',
      'tip 3',
    ]);
    expect((await wallOf(creator.alias, '?limit=20')).body.supporters).toHaveLength(7);
    expect((await wallOf(creator.alias, '?limit=21')).status).toBe(400);
    expect((await wallOf(creator.alias, '?limit=0')).status).toBe(400);
    await t.call('POST', '/v1/customer/close-account', { token: ana.token, json: { password: 'long-enough-1' } });
    expect((await wallOf(creator.alias)).body.supporters[0]).toMatchObject({ name: null, message: null });
  });
});
