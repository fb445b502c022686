// @vitest-environment node
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../server/testing/test-api';
import { parseConfig } from '../../src/core/config/config';
import { createCoreServices, type CoreServices } from '../../src/core/services';
import { createMemorySessionPersistence } from '../../src/core/session/session-persistence';
import { newIdempotencyKey } from '../../src/core/ids/random-id';

/**
 * The client and the server agree: core's createApi, the very client the app and the widgets use, calls
 * every endpoint of the real server, and each answer parses with the contract's schema (a mismatch is
 * an `invalid_response` error, which fails the test).
 */
let t: TestApi;
const clients: CoreServices[] = [];

function client(token: string | null = null): CoreServices {
  const core = createCoreServices(
    parseConfig({ apiBase: t.api.apiBase, appUrl: 'http://app.test/' }),
    createMemorySessionPersistence(),
  );
  if (token) core.session.getState().signIn(token, null);
  clients.push(core);
  return core;
}
const money = () => ({ idempotencyKey: newIdempotencyKey() });

beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

describe('core’s client against the real server, every endpoint', () => {
  it('visitors: creators, posts, comments, ads, travel', async () => {
    const { api } = client();
    const creators = await api.creators.list({});
    expect(creators.creators.length).toBeGreaterThan(0);
    const alice = await api.creators.lookup('alice');
    await api.creators.media(alice.user.id, { type: 'photo' });
    const posts = await api.posts.list({});
    const first = posts.posts.find((post) => post.visibility === 'public');
    if (!first) throw new Error('no posts');
    await api.posts.comments(first.id, {});
    await api.posts.ads();
    const home = await api.travel.home();
    const services = await api.travel.services({});
    const service = services.services[0];
    if (!service) throw new Error('no travel services');
    await api.travel.publicService(service.id);
    expect(home.cities.length).toBeGreaterThan(0);
  });

  it('a member: session, profile, settings, money, wallet, posts, connections', async () => {
    const anon = client();
    const signedUp = await anon.api.auth.signUp({
      first_name: 'Contract',
      last_name: 'Test',
      email: `contract-${randomBytes(4).toString('hex')}@cuppa.test`,
      password: 'contract-pass-1',
    });
    const { api } = client(signedUp.token);
    const me = await api.auth.me();
    await api.auth.forgotPass({ email: me.email });
    const image = await api.profile.uploadImage(
      new Blob(
        [
          Buffer.from(
            'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
            'base64',
          ),
        ],
        { type: 'image/png' },
      ),
      'dot.png',
    );
    await api.profile.patch({ image, subscription_amount: 2 });
    const settings = await api.profile.settings();
    await api.profile.patchSettings({ privacy: settings.privacy });

    const deposit = await api.wallet.devDeposit(me.input_solana_address ?? '', 50);
    await api.wallet.validate(deposit.hash);
    const alice = await api.creators.lookup('alice');
    await api.money.tip(alice.user.id, 3, money());
    await api.money.subscribe(alice.user.id, alice.user.subscription_amount, money());
    await api.subscriptions.list();
    await api.subscriptions.cancel(alice.user.id);
    await api.subscriptions.resume(alice.user.id);
    await api.subscriptions.subscribers();
    const paid = (await api.posts.list({ creator_id: alice.user.id })).posts.find((post) => post.price);
    if (!paid) throw new Error('alice has no paid post');
    await api.money.unlock(paid.id, paid.price ?? 0, money());
    const destination = { amount: 5, address: alice.user.input_solana_address ?? '' };
    await api.money.withdrawQuote(destination);
    const withdrawal = await api.money.withdraw(destination, money());
    await api.wallet.transaction(withdrawal.transaction.id);
    await api.wallet.transactions({});
    await api.wallet.earnings({});
    await api.wallet.solanaBalance();
    await api.wallet.productBalance();

    const post = await api.posts.create({ text: 'A contract test post', visibility: 'public' });
    await api.posts.get(post.id);
    await api.posts.addComment({ post_id: post.id, comment: 'First' });
    await api.posts.toggleLike(post.id);
    await api.posts.remove(post.id);

    const verifier = randomBytes(32).toString('base64url');
    const handoff = randomBytes(16).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const embed = await api.embed.create({
      site: 'https://contract.example',
      daily_cap: 5,
      handoff_id: handoff,
      challenge,
    });
    await client().api.embed.redeem(handoff, verifier);
    await api.embed.list();
    await api.embed.revoke(embed.id);
    await api.profile.closeAccount('contract-pass-1');
  });

  it('a creator: notifications and their read state', async () => {
    const { api: fan } = client(await t.signIn('member@cuppa.test'));
    const alice = await fan.creators.lookup('alice');
    await fan.money.tip(alice.user.id, 1, { ...money(), message: 'Thanks for the notes' });
    const { api } = client(await t.signIn('alice@cuppa.test'));
    const page = await api.notifications.list({ page: 1 });
    expect(page.notifications[0]).toMatchObject({ type: 'tip', amount: 1, message: 'Thanks for the notes' });
    expect(await api.notifications.read({ ids: [page.notifications[0]?.id ?? 0] })).toBe(page.unread - 1);
    expect(await api.notifications.read()).toBe(0);
  });

  it('a host and an admin: travel management', async () => {
    const signedIn = await client().api.auth.signIn({ email: 'host@cuppa.test', password: 'cuppa-demo-1' });
    const host = client(signedIn.token).api;
    const cities = (await host.travel.home()).cities;
    const created = await host.travel.createService({
      type: 'tour',
      title: 'Contract tour',
      description: 'A walk that checks the contract.',
      city_id: cities[0]?.id ?? 1,
      price: 12,
    });
    await host.travel.service(created.id);
    await host.travel.patchService(created.id, { price: 15 });
    await host.travel.hostServices({});
    const admin = client(await t.signIn('admin@cuppa.test')).api;
    await admin.travel.adminServices({ type: 'all' });
    await admin.auth.signOut();
  });
});
