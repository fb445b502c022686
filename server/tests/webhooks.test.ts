// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeBase58 } from '../../src/core/contract/solana-address';
import { solanaTipPath } from '../../src/core/contract/solana-tip-path';
import { webhookMessages } from '../../src/core/contract/webhooks';
import { embedTokenFor } from '../testing/embed-token';
import { standInGateway } from '../testing/stand-in-gateway';
import { startTestApi, useTestApi, type TestApi } from '../testing/test-api';
import { signatureHolds, startWebhookReceiver } from '../testing/webhook-receiver';

const t = useTestApi({ jobPollMs: 25, webhookRetryMs: 40 });

const newCreator = (name: string) => t.member(name, { price: 4 });

const member = (name: string, dollars: number) => t.member(name, { dollars });

const register = (api: TestApi, token: string, url: string, events: string[] = ['tip.created']) =>
  api.call('POST', '/v1/creator/webhooks', { token, json: { url, events } });

const tip = (token: string, creatorId: number, amount: number, extra: Record<string, unknown> = {}, key?: string) =>
  t.call('POST', '/v1/customer/subscriber/coffee', {
    token,
    json: { creator_id: creatorId, tip: amount, coin: 'solana', ...extra },
    headers: key ? { 'Idempotency-Key': key } : {},
  });

const deliveries = async (api: TestApi, token: string, webhookId: number) =>
  (await api.call('GET', `/v1/creator/webhooks/${webhookId}/deliveries`, { token })).body;

describe('registering a webhook', () => {
  it('is for a creator’s full session: a member is refused, and so is a connected site', async () => {
    const plain = await member('Plain', 0);
    expect(await register(t, plain.token, 'https://example.com/hook')).toMatchObject({
      status: 403,
      body: { code: 'forbidden' },
    });
    const creator = await newCreator('Sited');
    const embedded = await embedTokenFor(t, creator.id, 'https://blog.example');
    expect((await register(t, embedded, 'https://example.com/hook')).body.code).toBe('embed_scope');
    expect((await t.call('GET', '/v1/creator/webhooks')).status).toBe(401);
  });

  it('shows the secret once, lists endpoints without it, takes five at most, and deletes its own only', async () => {
    const creator = await newCreator('Hooks');
    const made = await register(t, creator.token, 'https://example.com/hook', ['post.unlocked', 'tip.created']);
    expect(made).toMatchObject({
      status: 201,
      body: {
        webhook: {
          id: expect.any(Number),
          url: 'https://example.com/hook',
          events: ['tip.created', 'post.unlocked'],
          secret: expect.stringMatching(/^whsec_[A-Za-z0-9_-]{43}$/),
        },
      },
    });
    const listed = await t.call('GET', '/v1/creator/webhooks', { token: creator.token });
    expect(listed.body.webhooks).toEqual([
      {
        id: made.body.webhook.id,
        url: 'https://example.com/hook',
        events: made.body.webhook.events,
        created_at: expect.any(String),
      },
    ]);
    for (let n = 2; n <= 5; n += 1)
      expect((await register(t, creator.token, `https://example.com/${n}`)).status).toBe(201);
    expect((await register(t, creator.token, 'https://example.com/6')).body.fields).toEqual({
      url: webhookMessages.tooMany,
    });
    const other = await newCreator('Other');
    const path = `/v1/creator/webhooks/${made.body.webhook.id}`;
    expect((await t.call('DELETE', path, { token: other.token })).status).toBe(404);
    expect((await t.call('GET', `${path}/deliveries`, { token: other.token })).status).toBe(404);
    expect((await t.call('POST', `${path}/test`, { token: other.token })).status).toBe(404);
    expect((await t.call('DELETE', path, { token: creator.token })).body).toEqual({ ok: true });
    expect((await t.call('DELETE', path, { token: creator.token })).status).toBe(404);
    expect((await t.call('GET', '/v1/creator/webhooks', { token: creator.token })).body.webhooks).toHaveLength(4);
  });

  it('stays the creator’s to see, test and delete once they take no more payments: their subscribers still end', async () => {
    const creator = await newCreator('Former');
    const made = await register(t, creator.token, 'https://example.com/former', ['subscription.ended']);
    const stop = await t.call('PATCH', '/v1/customer/upload/profile', {
      token: creator.token,
      json: { subscription_amount: 0 },
    });
    expect(stop.status).toBe(200);
    expect((await register(t, creator.token, 'https://example.com/new')).body.code).toBe('forbidden');
    const listed = await t.call('GET', '/v1/creator/webhooks', { token: creator.token });
    expect(listed.body.webhooks).toEqual([expect.objectContaining({ id: made.body.webhook.id })]);
    const path = `/v1/creator/webhooks/${made.body.webhook.id}`;
    expect((await t.call('POST', `${path}/test`, { token: creator.token })).status).toBe(201);
    expect((await t.call('GET', `${path}/deliveries`, { token: creator.token })).status).toBe(200);
    expect((await t.call('DELETE', path, { token: creator.token })).body).toEqual({ ok: true });
  });

  it('refuses a URL that is not one, and an endpoint with no events', async () => {
    const creator = await newCreator('Bad');
    expect((await register(t, creator.token, 'ftp://example.com/x')).body.fields).toEqual({
      url: webhookMessages.urlInvalid,
    });
    expect((await register(t, creator.token, 'https://user:pass@example.com/x')).status).toBe(400);
    expect((await register(t, creator.token, 'https://example.com/x', [])).body.fields).toEqual({
      events: webhookMessages.eventsRequired,
    });
    expect((await register(t, creator.token, 'https://example.com/x', ['tip.refunded'])).status).toBe(400);
  });
});

describe('deliveries', () => {
  it('POST each event once, signed over "<t>.<raw body>" with the secret, and the log says so', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const creator = await newCreator('Signed');
      const made = await register(t, creator.token, receiver.url, ['tip.created']);
      const reader = await member('Reader', 20);
      const paid = await tip(reader.token, creator.id, 3, { message: 'For the lens', public: true }, 'hooked-tip');
      expect(paid.status).toBe(201);
      await expect.poll(() => receiver.received.length).toBe(1);
      const [delivery] = receiver.received;
      expect(signatureHolds(made.body.webhook.secret, delivery!)).toBe(true);
      expect(signatureHolds('whsec_someone-else', delivery!)).toBe(false);
      expect(delivery!.json).toEqual({
        id: expect.stringMatching(/^evt_/),
        type: 'tip.created',
        created_at: expect.any(String),
        data: {
          receipt: expect.stringMatching(/^rcpt_/),
          creator: creator.alias,
          amount: 3,
          coin: 'balance',
          site: null,
          supporter: expect.any(String),
          name: 'Reader',
          message: 'For the lens',
        },
      });
      // A replay of the same call is not a new event.
      expect(
        (await tip(reader.token, creator.id, 3, { message: 'For the lens', public: true }, 'hooked-tip')).status,
      ).toBe(201);
      await expect
        .poll(async () => (await deliveries(t, creator.token, made.body.webhook.id)).deliveries)
        .toEqual([
          {
            id: expect.any(Number),
            event: 'tip.created',
            event_id: delivery!.json.id,
            status: 'delivered',
            attempts: 1,
            response_status: 200,
            last_error: null,
            created_at: expect.any(String),
          },
        ]);
      expect(receiver.received).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });

  it('tell of a crypto tip once it arrives, with its note and in USDC, from a reader with no account', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const creator = await newCreator('Coins');
      await register(t, creator.token, receiver.url, ['tip.created']);
      const reference = encodeBase58(randomBytes(32));
      const intent = await t.call('POST', '/v1/solana/tip-intent', {
        json: { creator: creator.alias, reference, amount: 4, message: 'From my phone' },
      });
      expect(intent.status).toBe(201);
      await t.call('POST', '/v1/dev/transfer', { json: { reference, address: creator.address, amount: 4 } });
      expect((await t.call('GET', solanaTipPath(reference, creator.alias))).body.status).toBe('confirmed');
      // Asked again, the credit is found done: still one event.
      await t.call('GET', solanaTipPath(reference, creator.alias));
      await expect.poll(() => receiver.received.length).toBe(1);
      expect(receiver.received[0]!.json).toEqual({
        id: expect.stringMatching(/^evt_/),
        type: 'tip.created',
        created_at: expect.any(String),
        data: {
          receipt: null,
          creator: creator.alias,
          amount: 4,
          coin: 'usdc',
          site: null,
          supporter: null,
          name: null,
          message: 'From my phone',
        },
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(receiver.received).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });

  it('send a test event to that endpoint alone, whatever events it takes', async () => {
    const receiver = await startWebhookReceiver();
    const elsewhere = await startWebhookReceiver();
    try {
      const creator = await newCreator('Tester');
      const made = await register(t, creator.token, receiver.url, ['subscription.ended']);
      await register(t, creator.token, elsewhere.url, ['tip.created']);
      const sent = await t.call('POST', `/v1/creator/webhooks/${made.body.webhook.id}/test`, { token: creator.token });
      expect(sent).toMatchObject({ status: 201, body: { delivery: { event: 'webhook.test', status: 'pending' } } });
      await expect.poll(() => receiver.received.map((delivery) => delivery.json.type)).toEqual(['webhook.test']);
      expect(receiver.received[0]?.json.id).toBe(sent.body.delivery.event_id);
      expect(elsewhere.received).toEqual([]);
    } finally {
      await Promise.all([receiver.close(), elsewhere.close()]);
    }
  });

  it('go to the endpoints that take the event, carry no name the reader kept private, and cover every payment', async () => {
    const tips = await startWebhookReceiver();
    const others = await startWebhookReceiver();
    try {
      const creator = await newCreator('Events');
      await register(t, creator.token, tips.url, ['tip.created']);
      await register(t, creator.token, others.url, ['subscription.created', 'post.unlocked']);
      const reader = await member('Quiet', 30);
      await tip(reader.token, creator.id, 2, { message: 'shh' });
      await t.call('POST', '/v1/customer/subscriber/subscribe', {
        token: await embedTokenFor(t, reader.id, 'https://blog.example'),
        json: { creator_id: creator.id, coin: 'solana' },
      });
      const post = await t.call('POST', '/v1/creator/post', {
        token: creator.token,
        json: { text: 'paid', media: [], visibility: 'paid', price: 2 },
      });
      await t.call('POST', '/v1/customer/subscriber/post', {
        token: reader.token,
        json: { post_id: post.body.post.id, coin: 'solana' },
      });
      await expect.poll(() => tips.received.length + others.received.length).toBe(3);
      expect(tips.received[0]?.json.data).toMatchObject({ name: null, message: 'shh', amount: 2 });
      expect(others.received.map((delivery) => delivery.json.type).sort()).toEqual([
        'post.unlocked',
        'subscription.created',
      ]);
      const subscription = others.received.find((delivery) => delivery.json.type === 'subscription.created');
      expect(subscription?.json.data).toMatchObject({
        amount: 4,
        site: 'https://blog.example',
        expires_at: expect.any(String),
      });
      const unlock = others.received.find((delivery) => delivery.json.type === 'post.unlocked');
      expect(unlock?.json.data).toMatchObject({ post_id: post.body.post.id, amount: 2 });
    } finally {
      await Promise.all([tips.close(), others.close()]);
    }
  });

  it('write no event for a payment that was refused: the event is written with the money move or not at all', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const creator = await newCreator('Refused');
      const made = await register(t, creator.token, receiver.url);
      const broke = await member('Broke', 1);
      expect((await tip(broke.token, creator.id, 5, {}, 'too-much')).status).toBe(402);
      const ok = await member('Fine', 5);
      expect((await tip(ok.token, creator.id, 1)).status).toBe(201);
      await expect.poll(() => receiver.received.length).toBe(1);
      expect(receiver.received[0]?.json.data).toMatchObject({ amount: 1 });
      expect((await deliveries(t, creator.token, made.body.webhook.id)).total).toBe(1);
    } finally {
      await receiver.close();
    }
  });

  it('retry an endpoint that fails, with growing pauses, until it answers 2xx', async () => {
    let calls = 0;
    const receiver = await startWebhookReceiver(() => (++calls <= 2 ? 503 : 204));
    try {
      const creator = await newCreator('Retry');
      const made = await register(t, creator.token, receiver.url);
      const reader = await member('Again', 5);
      await tip(reader.token, creator.id, 1);
      await expect
        .poll(async () => (await deliveries(t, creator.token, made.body.webhook.id)).deliveries[0]?.status, {
          timeout: 5000,
        })
        .toBe('delivered');
      const [first, second, third] = receiver.received;
      expect(new Set(receiver.received.map((delivery) => delivery.json.id)).size).toBe(1);
      expect(second!.at - first!.at).toBeGreaterThanOrEqual(40);
      expect(third!.at - second!.at).toBeGreaterThanOrEqual(80);
      expect((await deliveries(t, creator.token, made.body.webhook.id)).deliveries[0]).toMatchObject({
        attempts: 3,
        response_status: 204,
        last_error: null,
      });
    } finally {
      await receiver.close();
    }
  });

  it('stop once the event is older than the retry window, and say why in the log', async () => {
    const short = await startTestApi({ jobPollMs: 25, webhookRetryMs: 30, webhookGiveUpMs: 400 });
    const receiver = await startWebhookReceiver(() => 500);
    try {
      const { token } = await short.signUp('Window');
      await short.call('PATCH', '/v1/customer/upload/profile', { token, json: { subscription_amount: 2 } });
      const made = await register(short, token, receiver.url);
      await short.call('POST', `/v1/creator/webhooks/${made.body.webhook.id}/test`, { token });
      await expect
        .poll(async () => (await deliveries(short, token, made.body.webhook.id)).deliveries[0]?.status, {
          timeout: 5000,
        })
        .toBe('failed');
      const [log] = (await deliveries(short, token, made.body.webhook.id)).deliveries;
      expect(log).toMatchObject({ response_status: 500, last_error: 'the endpoint answered 500' });
      expect(log.attempts).toBeGreaterThanOrEqual(3);
      const count = receiver.received.length;
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(receiver.received.length).toBe(count);
    } finally {
      await receiver.close();
      await short.close();
    }
  });

  it('end what is pending for an endpoint that is deleted', async () => {
    const receiver = await startWebhookReceiver(() => 500);
    try {
      const creator = await newCreator('Gone');
      const made = await register(t, creator.token, receiver.url);
      await t.call('POST', `/v1/creator/webhooks/${made.body.webhook.id}/test`, { token: creator.token });
      await expect.poll(() => receiver.received.length).toBeGreaterThanOrEqual(1);
      await t.call('DELETE', `/v1/creator/webhooks/${made.body.webhook.id}`, { token: creator.token });
      await expect
        .poll(async () =>
          t.api.context.sql.get<{ status: string }>(
            'SELECT status, last_error FROM webhook_deliveries WHERE webhook_id = ?',
            made.body.webhook.id,
          ),
        )
        .toEqual({ status: 'failed', last_error: 'the endpoint was deleted' });
    } finally {
      await receiver.close();
    }
  });
});

describe('webhooks in production', () => {
  /** DNS as the attacker runs it: a name that answers what they like, and changes its answer. */
  const names = new Map<string, string>([
    ['public.test', '93.184.216.34'],
    ['loopback.test', '127.0.0.1'],
    ['rebind.test', '93.184.216.34'],
  ]);
  let production: TestApi;
  beforeAll(async () => {
    production = await startTestApi({
      environment: 'production',
      chainGateway: standInGateway(),
      jobPollMs: 25,
      webhookRetryMs: 40,
      webhookResolver: async (hostname) => {
        const address = names.get(hostname);
        return address ? [{ address, family: 4 }] : [];
      },
    });
  });
  afterAll(() => production.close());

  const creatorToken = async () => {
    const { token } = await production.signUp('Prod');
    await production.call('PATCH', '/v1/customer/upload/profile', { token, json: { subscription_amount: 2 } });
    return token;
  };

  it('refuses a loopback, private or link-local endpoint at registration, by address or by a name that resolves to one', async () => {
    const token = await creatorToken();
    for (const url of [
      'https://loopback.test/hook',
      'https://127.0.0.1/hook',
      'https://[::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://10.0.0.8/hook',
      'https://192.168.1.20/hook',
      'https://169.254.169.254/latest/meta-data',
    ]) {
      expect(await register(production, token, url), url).toMatchObject({
        status: 400,
        body: { fields: { url: webhookMessages.urlPrivate } },
      });
    }
    expect((await register(production, token, 'http://public.test/hook')).body.fields).toEqual({
      url: webhookMessages.urlHttps,
    });
    expect((await register(production, token, 'https://nowhere.test/hook')).body.fields).toEqual({
      url: webhookMessages.urlUnresolved,
    });
    expect((await register(production, token, 'https://public.test/hook')).status).toBe(201);
  });

  it('refuses a name that resolved to a public address at registration and to 127.0.0.1 at delivery, without connecting', async () => {
    let connections = 0;
    const listener = createTcpServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = listener.address() as AddressInfo;
      const token = await creatorToken();
      names.set('rebind.test', '93.184.216.34');
      const made = await register(production, token, `https://rebind.test:${port}/hook`);
      expect(made.status).toBe(201);
      names.set('rebind.test', '127.0.0.1');
      await production.call('POST', `/v1/creator/webhooks/${made.body.webhook.id}/test`, { token });
      await expect
        .poll(async () => (await deliveries(production, token, made.body.webhook.id)).deliveries[0]?.attempts)
        .toBeGreaterThanOrEqual(1);
      expect((await deliveries(production, token, made.body.webhook.id)).deliveries[0]).toMatchObject({
        status: 'pending',
        response_status: null,
        last_error: 'refused: rebind.test resolves to 127.0.0.1, not a public address',
      });
      expect(connections).toBe(0);
    } finally {
      listener.close();
    }
  });
});
