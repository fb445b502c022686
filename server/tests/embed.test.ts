// @vitest-environment node
import { createHash, randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../testing/test-api';

const t = useTestApi();
let member: string;
let aliceId: number;
let bobId: number;
beforeAll(async () => {
  member = await t.signIn('member@cuppa.test');
  aliceId = (await t.call('GET', '/v1/customer/creator/alice')).body.user.id;
  bobId = (await t.call('GET', '/v1/customer/creator/bob')).body.user.id;
});

function handoff() {
  const verifier = randomBytes(32).toString('base64url');
  return {
    handoff_id: randomBytes(16).toString('base64url'),
    verifier,
    challenge: createHash('sha256').update(verifier).digest('base64url'),
  };
}

/** The /auth/connect approval, then the frame's redeem: returns the site's scoped token. */
async function connect(site: string, dailyCap: number) {
  const h = handoff();
  // API.md: 202 while the handoff waits for the member's approval, not an error the frame must tell apart.
  const pending = await t.call('POST', '/v1/auth/handoff/redeem', {
    json: { handoff_id: h.handoff_id, verifier: h.verifier },
  });
  expect(pending).toMatchObject({ status: 202, body: { status: 'pending' } });
  const approved = await t.call('POST', '/v1/customer/embed-tokens', {
    token: member,
    json: { site, daily_cap: dailyCap, handoff_id: h.handoff_id, challenge: h.challenge },
  });
  expect(approved.status).toBe(201);
  const redeemed = await t.call('POST', '/v1/auth/handoff/redeem', {
    json: { handoff_id: h.handoff_id, verifier: h.verifier },
  });
  expect(redeemed.status).toBe(200);
  return { token: redeemed.body.token as string, embed: redeemed.body.embed, handoff: h };
}

describe('embed tokens', () => {
  it('redeem once, with the right verifier only', async () => {
    const h = handoff();
    await t.call('POST', '/v1/customer/embed-tokens', {
      token: member,
      json: { site: 'https://a.example', daily_cap: 5, handoff_id: h.handoff_id, challenge: h.challenge },
    });
    const wrong = await t.call('POST', '/v1/auth/handoff/redeem', {
      json: { handoff_id: h.handoff_id, verifier: randomBytes(32).toString('base64url') },
    });
    expect(wrong.status).toBe(403);
    expect(
      (await t.call('POST', '/v1/auth/handoff/redeem', { json: { handoff_id: h.handoff_id, verifier: h.verifier } }))
        .status,
    ).toBe(200);
    expect(
      (await t.call('POST', '/v1/auth/handoff/redeem', { json: { handoff_id: h.handoff_id, verifier: h.verifier } }))
        .status,
    ).toBe(410);
  });

  it('expires an unredeemed approval after 5 minutes', async () => {
    const h = handoff();
    await t.call('POST', '/v1/customer/embed-tokens', {
      token: member,
      json: { site: 'https://late.example', daily_cap: 5, handoff_id: h.handoff_id, challenge: h.challenge },
    });
    await t.api.context.sql.run(
      'UPDATE embeds SET created_at = ? WHERE handoff_id = ?',
      new Date(Date.now() - 6 * 60_000).toISOString(),
      h.handoff_id,
    );
    expect(
      (await t.call('POST', '/v1/auth/handoff/redeem', { json: { handoff_id: h.handoff_id, verifier: h.verifier } }))
        .status,
    ).toBe(410);
  });

  it('works only on its scope', async () => {
    const { token } = await connect('https://blog.example', 20);
    expect((await t.call('GET', '/v1/customer/me', { token })).body.user.alias).toBe('mia');
    expect((await t.call('GET', '/v1/customer/creator/alice', { token })).status).toBe(200);
    expect((await t.call('GET', '/v1/customer/subscriber/list', { token })).status).toBe(200);
    for (const [method, path] of [
      ['GET', '/v1/customer/transactions'],
      ['GET', '/v1/customer/embed-tokens'],
      ['POST', '/v1/customer/withdraw-solana'],
      ['PATCH', '/v1/customer/upload/profile'],
    ] as const) {
      expect((await t.call(method, path, { token, json: method === 'GET' ? undefined : {} })).body.code, path).toBe(
        'embed_scope',
      );
    }
    const another = handoff();
    const nested = await t.call('POST', '/v1/customer/embed-tokens', {
      token,
      json: { site: 'https://x.example', daily_cap: 5, ...another },
    });
    expect(nested.body.code).toBe('embed_scope');
  });

  it('keeps tips and subscriptions within the daily cap, and lists what was spent', async () => {
    const { token, embed } = await connect('https://capped.example', 10);
    const tipWith = (amount: number) =>
      t.call('POST', '/v1/customer/subscriber/coffee', {
        token,
        json: { creator_id: aliceId, tip: amount, coin: 'solana' },
      });
    expect((await tipWith(4)).status).toBe(201);
    expect((await tipWith(4)).status).toBe(201);
    const over = await tipWith(3);
    // The refusal's amounts read as money, as the widgets show them.
    expect(over).toMatchObject({
      status: 403,
      body: { code: 'daily_limit', error: 'This site may spend up to $10.00 a day for you; $2.00 are left today' },
    });
    // The frame reads its connection's cap and what is left with its own token, before it pays.
    const me = await t.call('GET', '/v1/customer/me', { token });
    expect(me.body.embed).toMatchObject({ id: embed.id, daily_cap: 10, spent_today: 8 });
    expect((await t.call('GET', '/v1/customer/me', { token: member })).body).not.toHaveProperty('embed');
    const sub = await t.call('POST', '/v1/customer/subscriber/subscribe', {
      token,
      json: { creator_id: bobId, coin: 'solana' },
    });
    expect(sub.body.code).toBe('daily_limit'); // bob costs $3, $2 are left
    const list = (await t.call('GET', '/v1/customer/embed-tokens', { token: member })).body.embeds;
    expect(list.find((item: { id: number }) => item.id === embed.id)).toMatchObject({
      site: 'https://capped.example',
      daily_cap: 10,
      spent_today: 8,
    });
  });

  it('keeps one live connection per member and site, and the daily cap per site', async () => {
    const site = 'https://twice.example';
    const tipWith = (token: string, amount: number) =>
      t.call('POST', '/v1/customer/subscriber/coffee', {
        token,
        json: { creator_id: aliceId, tip: amount, coin: 'solana' },
      });
    const first = await connect(site, 10);
    expect((await tipWith(first.token, 6)).status).toBe(201);
    // Connecting the site again (a second tab, or a page that asks twice) replaces the connection:
    // two live ones would each spend the whole cap.
    const second = await connect(site, 10);
    expect((await tipWith(first.token, 4)).status).toBe(401);
    // What the site spent today still counts: a new connection does not start the day again.
    expect(await tipWith(second.token, 6)).toMatchObject({ status: 403, body: { code: 'daily_limit' } });
    expect((await tipWith(second.token, 4)).status).toBe(201);
    const list = (await t.call('GET', '/v1/customer/embed-tokens', { token: member })).body.embeds;
    const forSite = list.filter((item: { site: string }) => item.site === site);
    expect(forSite).toEqual([expect.objectContaining({ id: second.embed.id, daily_cap: 10, spent_today: 10 })]);
  });

  it('stops at once when revoked, and is refused for a bad site or cap', async () => {
    const { token, embed } = await connect('https://revoked.example', 50);
    expect((await t.call('DELETE', `/v1/customer/embed-tokens/${embed.id}`, { token: member })).body).toEqual({
      ok: true,
    });
    const after = await t.call('POST', '/v1/customer/subscriber/coffee', {
      token,
      json: { creator_id: aliceId, tip: 1, coin: 'solana' },
    });
    expect(after.status).toBe(401);
    expect((await t.call('DELETE', `/v1/customer/embed-tokens/${embed.id}`, { token: member })).status).toBe(404);
    const h = handoff();
    const badSite = await t.call('POST', '/v1/customer/embed-tokens', {
      token: member,
      json: { site: 'https://x.example/path', daily_cap: 5, handoff_id: h.handoff_id, challenge: h.challenge },
    });
    expect(badSite.body.fields.site).toBeDefined();
    const badCap = await t.call('POST', '/v1/customer/embed-tokens', {
      token: member,
      json: { site: 'https://x.example', daily_cap: 501, handoff_id: h.handoff_id, challenge: h.challenge },
    });
    expect(badCap.body.fields.daily_cap).toBe('The daily cap is at most $500');
  });

  it('lets a frame end its own connection (sign-out), and no other', async () => {
    const first = await connect('https://signout.example', 10);
    const second = await connect('https://other.example', 10);
    const other = await t.call('DELETE', `/v1/customer/embed-tokens/${second.embed.id}`, { token: first.token });
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('embed_scope');
    const own = await t.call('DELETE', `/v1/customer/embed-tokens/${first.embed.id}`, { token: first.token });
    expect(own.body).toEqual({ ok: true });
    expect((await t.call('GET', '/v1/customer/me', { token: first.token })).status).toBe(401);
    expect((await t.call('GET', '/v1/customer/me', { token: second.token })).status).toBe(200);
  });

  it('expires after 30 days', async () => {
    const { token, embed } = await connect('https://old.example', 5);
    await t.api.context.sql.run(
      'UPDATE embeds SET expires_at = ? WHERE id = ?',
      new Date(Date.now() - 1000).toISOString(),
      embed.id,
    );
    expect((await t.call('GET', '/v1/customer/me', { token })).status).toBe(401);
    const days = (Date.parse(embed.expires_at) - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(30);
  });
});
