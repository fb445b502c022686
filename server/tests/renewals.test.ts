// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../db/database';
import { enqueueJob } from '../jobs/jobs';
import { auditLedger } from '../ledger/ledger';
import { RENEW_SUBSCRIPTION } from '../rows/subscriptions';
import { renewSubscriptionJob } from '../services/renewals/renew-subscription';
import { embedTokenFor } from '../testing/embed-token';
import { useTestApi } from '../testing/test-api';
import { lockWaiters } from '../testing/test-sql';

// Subscriptions at their end are looked for every 40 ms; their jobs are claimed at once.
const t = useTestApi({ jobPollMs: 25, renewalSweepMs: 40 });

const sql = () => t.api.context.sql;

async function creator(name: string, price: number) {
  const { token, user } = await t.signUp(name);
  await t.call('PATCH', '/v1/customer/upload/profile', { token, json: { subscription_amount: price } });
  return { token, id: user.id as number, alias: user.alias as string };
}

async function member(name: string, dollars: number) {
  const { token, user } = await t.signUp(name);
  if (dollars > 0) await t.deposit(token, dollars);
  return { token, id: user.id as number };
}

const subscribe = (token: string, creatorId: number) =>
  t.call('POST', '/v1/customer/subscriber/subscribe', { token, json: { creator_id: creatorId, coin: 'solana' } });

const points = async (token: string) => (await t.call('GET', '/v1/customer/me', { token })).body.user.points as number;

/** The subscription's period ends now (as if 30 days had passed): the next sweep finds it. */
async function runOut(memberId: number, creatorId: number): Promise<string> {
  const past = new Date(Date.now() - 1000).toISOString();
  await sql().run(
    'UPDATE subscriptions SET expires_at = ? WHERE subscriber_id = ? AND creator_id = ? AND ended_at IS NULL',
    past,
    memberId,
    creatorId,
  );
  return past;
}

const subscriptionRow = (memberId: number, creatorId: number) =>
  sql().get<{ id: number; period: number; renews: number; ended_at: string | null; expires_at: string }>(
    'SELECT id, period, renews, ended_at, expires_at FROM subscriptions WHERE subscriber_id = ? AND creator_id = ? ORDER BY id DESC',
    memberId,
    creatorId,
  );

const earnings = async (token: string) => (await t.call('GET', '/v1/customer/earnings', { token })).body;

const webhookEvents = (creatorId: number, type: string) =>
  sql().all<{ data: string }>(
    'SELECT data FROM webhook_events WHERE creator_id = ? AND type = ? ORDER BY created_at',
    creatorId,
    type,
  );

describe('a subscription renews', () => {
  it('from the member’s balance at the price it was bought at, for 30 more days, with the creator’s renewal earning and webhook', async () => {
    const maker = await creator('Renewer', 4);
    const hook = await t.call('POST', '/v1/creator/webhooks', {
      token: maker.token,
      json: { url: 'http://127.0.0.1:9/hook', events: ['subscription.renewed'] },
    });
    expect(hook.status).toBe(201);
    const reader = await member('Reader', 20);
    const bought = await subscribe(reader.token, maker.id);
    expect(bought.status).toBe(201);
    // The creator's new price is for new subscriptions: this one renews at $4.
    await t.call('PATCH', '/v1/customer/upload/profile', { token: maker.token, json: { subscription_amount: 9 } });
    const list = await t.call('GET', '/v1/customer/subscriber/list', { token: reader.token });
    expect(list.body.subscriptions).toEqual([
      expect.objectContaining({
        id: maker.id,
        alias: maker.alias,
        renews: true,
        price: 4,
        expires_at: bought.body.subscription.expires_at,
      }),
    ]);

    const ended = await runOut(reader.id, maker.id);
    await expect.poll(async () => (await subscriptionRow(reader.id, maker.id))?.period, { timeout: 5000 }).toBe(2);
    expect(await points(reader.token)).toBe(12);
    const row = await subscriptionRow(reader.id, maker.id);
    expect(row?.expires_at).toBe(new Date(Date.parse(ended) + 30 * DAY_MS).toISOString());
    const lookup = await t.call('GET', `/v1/customer/creator/${maker.alias}`, { token: reader.token });
    expect(lookup.body).toMatchObject({
      is_subscribe: true,
      subscription: { expires_at: row?.expires_at, renews: true },
    });

    const paid = await earnings(maker.token);
    expect(paid.earnings.map((earning: { type: string; amount: number }) => [earning.type, earning.amount])).toEqual([
      ['renewal', 4],
      ['subscription', 4],
    ]);
    expect(paid.by_type).toMatchObject({ subscription: 4, renewal: 4 });
    const history = (await t.call('GET', '/v1/customer/transactions', { token: reader.token })).body.transactions;
    expect(history[0]).toMatchObject({
      type: 'subscription',
      direction: 'out',
      amount: 4,
      counterparty: { id: maker.id },
    });

    const renewed = await webhookEvents(maker.id, 'subscription.renewed');
    expect(renewed).toHaveLength(1);
    expect(JSON.parse(renewed[0]!.data)).toMatchObject({
      creator: maker.alias,
      amount: 4,
      coin: 'balance',
      expires_at: row?.expires_at,
      period: 2,
      receipt: expect.stringMatching(/^rcpt_/),
    });
    // The creator is told of the renewal, after the new subscriber it followed.
    const told = (await t.call('GET', '/v1/customer/notifications', { token: maker.token })).body.notifications;
    expect(told.map((notice: { type: string; amount: number }) => [notice.type, notice.amount])).toEqual([
      ['renewal', 4],
      ['subscription', 4],
    ]);
    expect(await auditLedger(sql())).toEqual({ balancesMatch: true, total: 0 });
  });

  it('ends, tells the creator’s endpoint, and moves nothing when the balance cannot pay', async () => {
    const maker = await creator('Pricey', 5);
    await t.call('POST', '/v1/creator/webhooks', {
      token: maker.token,
      json: { url: 'http://127.0.0.1:9/hook', events: ['subscription.ended'] },
    });
    const reader = await member('Short', 7);
    expect((await subscribe(reader.token, maker.id)).status).toBe(201);
    await runOut(reader.id, maker.id);
    await expect
      .poll(async () => (await subscriptionRow(reader.id, maker.id))?.ended_at, { timeout: 5000 })
      .not.toBeNull();
    expect(await points(reader.token)).toBe(2);
    expect((await earnings(maker.token)).earnings).toHaveLength(1);
    const lookup = await t.call('GET', `/v1/customer/creator/${maker.alias}`, { token: reader.token });
    expect(lookup.body.is_subscribe).toBe(false);
    expect(lookup.body.subscription).toBeUndefined();
    expect((await t.call('GET', '/v1/customer/subscriber/list', { token: reader.token })).body.subscriptions).toEqual(
      [],
    );
    const events = await webhookEvents(maker.id, 'subscription.ended');
    expect(events.map((event) => JSON.parse(event.data))).toEqual([
      expect.objectContaining({ reason: 'unpaid', amount: 5, coin: 'balance' }),
    ]);
    // The member is told (API.md): their balance could not pay the renewal.
    const told = (await t.call('GET', '/v1/customer/notifications', { token: reader.token })).body.notifications;
    expect(told).toEqual([
      expect.objectContaining({
        type: 'subscription_ended',
        reason: 'unpaid',
        amount: 5,
        actor: expect.objectContaining({ id: maker.id }),
      }),
    ]);
    // Subscribing again is a new subscription, at today's price.
    await t.deposit(reader.token, 10);
    expect((await subscribe(reader.token, maker.id)).status).toBe(201);
  });
});

describe('a creator who takes no more subscriptions', () => {
  /** Every notification switch off: an ended subscription shows whatever they say. */
  const quiet = (token: string) =>
    t.call('PATCH', '/v1/customer/settings', {
      token,
      json: { notification: { likes: false, comments: false, subscriptions: false, tips: false } },
    });

  it('ends their subscriptions at the renewal, charges nothing, and tells the member why, switches or not', async () => {
    const maker = await creator('Retiring', 4);
    const reader = await member('Loyal', 20);
    expect((await subscribe(reader.token, maker.id)).status).toBe(201);
    expect((await quiet(reader.token)).status).toBe(200);
    const stop = await t.call('PATCH', '/v1/customer/upload/profile', {
      token: maker.token,
      json: { subscription_amount: 0 },
    });
    expect(stop.status).toBe(200);
    await runOut(reader.id, maker.id);
    await expect
      .poll(async () => (await subscriptionRow(reader.id, maker.id))?.ended_at, { timeout: 5000 })
      .not.toBeNull();
    expect(await points(reader.token)).toBe(16);
    const told = (await t.call('GET', '/v1/customer/notifications', { token: reader.token })).body;
    expect(told).toMatchObject({ total: 1, unread: 1 });
    expect(told.notifications).toEqual([
      expect.objectContaining({
        type: 'subscription_ended',
        reason: 'creator_gone',
        actor: expect.objectContaining({ id: maker.id, alias: maker.alias }),
      }),
    ]);
    expect(told.notifications[0]).not.toHaveProperty('amount');
  });

  it('tells the member of a creator who closed their account, with no one to name', async () => {
    const maker = await creator('Leaving', 3);
    const reader = await member('Left', 10);
    expect((await subscribe(reader.token, maker.id)).status).toBe(201);
    const closed = await t.call('POST', '/v1/customer/close-account', {
      token: maker.token,
      json: { password: 'long-enough-1' },
    });
    expect(closed.status).toBe(200);
    await runOut(reader.id, maker.id);
    await expect
      .poll(async () => (await subscriptionRow(reader.id, maker.id))?.ended_at, { timeout: 5000 })
      .not.toBeNull();
    const told = (await t.call('GET', '/v1/customer/notifications', { token: reader.token })).body.notifications;
    expect(told).toEqual([
      expect.objectContaining({ type: 'subscription_ended', reason: 'creator_gone', actor: null }),
    ]);
  });
});

describe('cancelling and resuming', () => {
  it('a cancelled subscription runs to its end and stops there without a charge; resumed, it renews', async () => {
    const maker = await creator('Cancelled', 3);
    const reader = await member('Leaver', 20);
    const bought = await subscribe(reader.token, maker.id);
    const cancel = await t.call('POST', '/v1/customer/subscriber/cancel', {
      token: reader.token,
      json: { creator_id: maker.id },
    });
    expect(cancel).toMatchObject({
      status: 200,
      body: { subscription: { creator_id: maker.id, expires_at: bought.body.subscription.expires_at, renews: false } },
    });
    const lookup = await t.call('GET', `/v1/customer/creator/${maker.alias}`, { token: reader.token });
    expect(lookup.body).toMatchObject({ is_subscribe: true, subscription: { renews: false } });
    const resume = await t.call('POST', '/v1/customer/subscriber/resume', {
      token: reader.token,
      json: { creator_id: maker.id },
    });
    expect(resume.body.subscription).toEqual({
      creator_id: maker.id,
      expires_at: bought.body.subscription.expires_at,
      renews: true,
    });
    await t.call('POST', '/v1/customer/subscriber/cancel', { token: reader.token, json: { creator_id: maker.id } });

    await runOut(reader.id, maker.id);
    await expect
      .poll(async () => (await subscriptionRow(reader.id, maker.id))?.ended_at, { timeout: 5000 })
      .not.toBeNull();
    expect(await points(reader.token)).toBe(17);
    expect((await subscriptionRow(reader.id, maker.id))?.period).toBe(1);
    // The member chose it: nothing to tell them.
    expect((await t.call('GET', '/v1/customer/notifications', { token: reader.token })).body.notifications).toEqual([]);
    // Run out, it cannot be resumed: the member subscribes again.
    const late = await t.call('POST', '/v1/customer/subscriber/resume', {
      token: reader.token,
      json: { creator_id: maker.id },
    });
    expect(late).toMatchObject({ status: 404, body: { code: 'not_found' } });
  });

  it('is the member’s own, from a full session: no subscription, a connected site, a visitor and a bad body are refused', async () => {
    const maker = await creator('Guarded', 2);
    const reader = await member('Guard', 10);
    const other = await member('Other', 0);
    expect((await subscribe(reader.token, maker.id)).status).toBe(201);
    // Another member cannot cancel it (they have none of their own to this creator).
    const foreign = await t.call('POST', '/v1/customer/subscriber/cancel', {
      token: other.token,
      json: { creator_id: maker.id },
    });
    expect(foreign).toMatchObject({ status: 404, body: { code: 'not_found' } });
    expect((await subscriptionRow(reader.id, maker.id))?.renews).toBe(1);
    const site = await embedTokenFor(t, reader.id, 'https://blog.example');
    const fromSite = await t.call('POST', '/v1/customer/subscriber/cancel', {
      token: site,
      json: { creator_id: maker.id },
    });
    expect(fromSite).toMatchObject({ status: 403, body: { code: 'embed_scope' } });
    // The list stays readable from the site (the subscribe button asks it).
    expect((await t.call('GET', '/v1/customer/subscriber/list', { token: site })).body.subscriptions).toHaveLength(1);
    expect((await t.call('POST', '/v1/customer/subscriber/resume', { json: { creator_id: maker.id } })).status).toBe(
      401,
    );
    const bad = await t.call('POST', '/v1/customer/subscriber/cancel', {
      token: reader.token,
      json: { creator_id: 'x' },
    });
    expect(bad).toMatchObject({ status: 400, body: { code: 'invalid_input' } });
    expect((await subscriptionRow(reader.id, maker.id))?.renews).toBe(1);
  });
});

describe('a creator’s subscriber figures', () => {
  it('count running subscriptions and what renews before the month ends, at each one’s price', async () => {
    const maker = await creator('Counted', 3);
    const a = await member('Alpha', 10);
    const b = await member('Beta', 10);
    const c = await member('Gamma', 10);
    for (const reader of [a, b, c]) expect((await subscribe(reader.token, maker.id)).status).toBe(201);
    await t.call('POST', '/v1/customer/subscriber/cancel', { token: c.token, json: { creator_id: maker.id } });
    // A's period ends before the month does; B's after it; C's does too, but C cancelled.
    const now = new Date();
    const monthEnd = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
    const soon = new Date(Math.min(monthEnd - 1000, Date.now() + 60 * 60_000)).toISOString();
    const later = new Date(monthEnd + 5 * DAY_MS).toISOString();
    await sql().run('UPDATE subscriptions SET expires_at = ? WHERE subscriber_id = ?', soon, a.id);
    await sql().run('UPDATE subscriptions SET expires_at = ? WHERE subscriber_id IN (?, ?)', later, b.id, c.id);
    const figures = await t.call('GET', '/v1/creator/subscribers', { token: maker.token });
    expect(figures.body).toEqual({ active: 3, renewing: 1, renewing_amount: 3 });
    expect((await t.call('GET', '/v1/creator/subscribers')).status).toBe(401);
  });
});

describe('a renewal runs once per period', () => {
  it('however many runs of its job there are at once, and a run for a period already paid does nothing', async () => {
    const maker = await creator('Once', 2);
    const reader = await member('Twice', 10);
    expect((await subscribe(reader.token, maker.id)).status).toBe(201);
    const row = await subscriptionRow(reader.id, maker.id);
    // The sweep is slowed by nothing here: the jobs below are run by hand, as two stalled runners would.
    await sql().run(
      'UPDATE subscriptions SET expires_at = ?, renews = 1 WHERE id = ?',
      new Date(Date.now() + 60_000).toISOString(),
      row!.id,
    );
    await sql().run(
      `INSERT INTO jobs (kind, key, run_at, created_at, done_at) VALUES (?, ?, 0, 0, 0)`,
      RENEW_SUBSCRIPTION,
      `${row!.id}:2`,
    );
    const job = await sql().get<{ id: number }>(
      'SELECT id FROM jobs WHERE kind = ? AND key = ?',
      RENEW_SUBSCRIPTION,
      `${row!.id}:2`,
    );
    await sql().run(
      'UPDATE subscriptions SET expires_at = ? WHERE id = ?',
      new Date(Date.now() - 1000).toISOString(),
      row!.id,
    );
    const handler = renewSubscriptionJob(sql(), t.api.context.receipts, () => {});
    const asJob = { id: job!.id, kind: RENEW_SUBSCRIPTION, key: `${row!.id}:2`, payload: null, runs: 1, createdAt: 0 };
    await Promise.all([handler(asJob), handler(asJob), handler(asJob)]);
    await handler(asJob);
    expect(await points(reader.token)).toBe(6);
    expect((await subscriptionRow(reader.id, maker.id))?.period).toBe(2);
    expect((await earnings(maker.token)).by_type).toMatchObject({ subscription: 2, renewal: 2 });
    expect(await auditLedger(sql())).toEqual({ balancesMatch: true, total: 0 });
  });
});

describe('a renewal job that runs before its period ends', () => {
  it('waits for the end and renews then: the sweep makes no second job for the period', async () => {
    const maker = await creator('Early', 2);
    const reader = await member('Eager', 10);
    expect((await subscribe(reader.token, maker.id)).status).toBe(201);
    const row = await subscriptionRow(reader.id, maker.id);
    const endsAt = Date.now() + 1000;
    await sql().run('UPDATE subscriptions SET expires_at = ? WHERE id = ?', new Date(endsAt).toISOString(), row!.id);
    // The period's job, due a moment early (a sweep on an instance whose clock runs ahead).
    const key = `${row!.id}:2`;
    await enqueueJob(sql(), RENEW_SUBSCRIPTION, key);
    t.api.context.jobs.poke();
    const runs = () =>
      sql().get<{ runs: number }>('SELECT runs FROM jobs WHERE kind = ? AND key = ?', RENEW_SUBSCRIPTION, key);
    await expect.poll(async () => Number((await runs())?.runs ?? 0), { timeout: 900 }).toBeGreaterThan(0);
    expect(Date.now()).toBeLessThan(endsAt);
    expect((await subscriptionRow(reader.id, maker.id))?.period).toBe(1);

    await expect.poll(async () => (await subscriptionRow(reader.id, maker.id))?.period, { timeout: 5000 }).toBe(2);
    expect(await points(reader.token)).toBe(6);
    expect((await subscriptionRow(reader.id, maker.id))?.ended_at).toBeNull();
    expect(await auditLedger(sql())).toEqual({ balancesMatch: true, total: 0 });
  });
});

describe('a renewal and a new subscription at the same moment', () => {
  const waiting = () => lockWaiters(sql());

  // PostgreSQL alone: on SQLite a transaction holds the whole database, so the two never overlap.
  it.runIf(process.env.CUPPA_TEST_ENGINE === 'postgres')(
    'charge the member once: the renewal holds their wallet before it looks for a newer subscription',
    async () => {
      const maker = await creator('Raced', 3);
      const reader = await member('Racer', 20);
      expect((await subscribe(reader.token, maker.id)).status).toBe(201);
      const row = await subscriptionRow(reader.id, maker.id);
      const key = `${row!.id}:2`;
      // The sweep finds this period's job made already: the one run of it is the test's.
      await sql().run(
        `INSERT INTO jobs (kind, key, run_at, created_at, done_at) VALUES (?, ?, 0, 0, 0)`,
        RENEW_SUBSCRIPTION,
        key,
      );
      const job = await sql().get<{ id: number }>(
        'SELECT id FROM jobs WHERE kind = ? AND key = ?',
        RENEW_SUBSCRIPTION,
        key,
      );
      await runOut(reader.id, maker.id);
      // Another transaction holds the creator's user row: the subscribe call stops where it writes the
      // subscription (its foreign key waits), past its check for a running one and with the member's
      // wallet held (postgres-money.ts).
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      let locked = () => {};
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const holding = sql().transaction(async (tx) => {
        await tx.get('SELECT id FROM users WHERE id = ? FOR UPDATE', maker.id);
        locked();
        await released;
      });
      try {
        await isLocked;
        const again = subscribe(reader.token, maker.id);
        await expect.poll(waiting, { timeout: 3000, interval: 10 }).toBe(1);
        // The renewal runs meanwhile, and waits for the member's wallet too.
        const handler = renewSubscriptionJob(sql(), t.api.context.receipts, () => {});
        const renewal = handler({ id: job!.id, kind: RENEW_SUBSCRIPTION, key, payload: null, runs: 1, createdAt: 0 });
        await expect.poll(waiting, { timeout: 3000, interval: 10 }).toBe(2);
        release();
        await holding;
        expect((await again).status).toBe(201);
        expect(await renewal).toEqual({ done: true });
      } finally {
        release();
        await holding.catch(() => {});
      }
      // The new subscription is the one: the old one ended unpaid, the member charged once.
      expect(await points(reader.token)).toBe(14);
      const running = await sql().all<{ id: number }>(
        'SELECT id FROM subscriptions WHERE subscriber_id = ? AND creator_id = ? AND ended_at IS NULL',
        reader.id,
        maker.id,
      );
      expect(running).toHaveLength(1);
      expect(Number(running[0]!.id)).not.toBe(Number(row!.id));
      expect((await earnings(maker.token)).by_type).toMatchObject({ subscription: 6, renewal: 0 });
      expect(await auditLedger(sql())).toEqual({ balancesMatch: true, total: 0 });
    },
  );
});
