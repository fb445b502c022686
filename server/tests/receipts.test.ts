// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalJWKSet, createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { startApi } from '../start-api';
import { embedTokenFor } from '../testing/embed-token';
import { standInGateway } from '../testing/stand-in-gateway';
import { startTestApi, testReceiptSettings, useTestApi } from '../testing/test-api';

const t = useTestApi();
let aliceId: number;
beforeAll(async () => {
  aliceId = (await t.call('GET', '/v1/customer/creator/alice')).body.user.id;
});

/** What a site's server does (docs/embedding.md): the JWKS from the API, jose's standard verification. */
const verify = (receipt: string) =>
  jwtVerify(receipt, createRemoteJWKSet(new URL(`${t.api.apiBase}/v1/receipts/jwks`)), { algorithms: ['EdDSA'] });

async function member(name: string, dollars: number) {
  const { token, user } = await t.signUp(name);
  await t.deposit(token, dollars);
  return { token, id: user.id as number };
}

const tip = (token: string, amount: number, key?: string) =>
  t.call('POST', '/v1/customer/subscriber/coffee', {
    token,
    json: { creator_id: aliceId, tip: amount, coin: 'solana' },
    headers: key ? { 'Idempotency-Key': key } : {},
  });

const statusOf = async (receipt: string) => {
  const { payload } = await verify(receipt);
  return t.call('GET', `/v1/receipts/${String(payload.id)}`);
};

describe('signed receipts', () => {
  it('come with a tip, verify against the JWKS with a standard library, and say what was paid, to whom, where', async () => {
    const reader = await member('Receipt', 30);
    const answer = await tip(reader.token, 4, 'receipt-tip');
    expect(answer.status).toBe(201);
    const { payload, protectedHeader } = await verify(answer.body.receipt);
    expect(protectedHeader).toMatchObject({ alg: 'EdDSA', typ: 'JWT', kid: expect.any(String) });
    expect(payload).toEqual({
      id: expect.stringMatching(/^rcpt_[A-Za-z0-9_-]{22}$/),
      type: 'tip',
      creator: 'alice',
      amount: 4,
      site: null,
      supporter: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      iat: expect.any(Number),
    });
    expect(Math.abs(Number(payload.iat) - Date.now() / 1000)).toBeLessThan(60);
    // Nothing that names the account: no email, no id.
    expect(JSON.stringify(payload)).not.toMatch(new RegExp(`receipt\\d*@|"${reader.id}"|:${reader.id}[,}]`));
    // A replay answers with the first answer, receipt included.
    expect((await tip(reader.token, 4, 'receipt-tip')).body.receipt).toBe(answer.body.receipt);
    expect(await statusOf(answer.body.receipt)).toMatchObject({
      status: 200,
      body: { receipt: { id: payload.id, type: 'tip', creator: 'alice', amount: 4, status: 'valid', valid: true } },
    });
  });

  it('name a supporter the same way on one site, and differently on every other site and in the app', async () => {
    const reader = await member('Sites', 40);
    const onBlog = await embedTokenFor(t, reader.id, 'https://blog.example');
    const onShop = await embedTokenFor(t, reader.id, 'https://shop.example');
    const claims = async (token: string) => (await verify((await tip(token, 1)).body.receipt)).payload;
    const blog1 = await claims(onBlog);
    const blog2 = await claims(onBlog);
    const shop = await claims(onShop);
    const app = await claims(reader.token);
    expect(blog1).toMatchObject({ site: 'https://blog.example' });
    expect(shop).toMatchObject({ site: 'https://shop.example' });
    expect(blog2.supporter).toBe(blog1.supporter);
    expect(new Set([blog1.supporter, shop.supporter, app.supporter]).size).toBe(3);
    const other = await member('Other', 5);
    const otherOnBlog = await claims(await embedTokenFor(t, other.id, 'https://blog.example'));
    expect(otherOnBlog.supporter).not.toBe(blog1.supporter);
  });

  it('hold for a subscription while it runs and say so once it has ended', async () => {
    const reader = await member('Subscriber', 30);
    const token = await embedTokenFor(t, reader.id, 'https://blog.example');
    const subscribed = await t.call('POST', '/v1/customer/subscriber/subscribe', {
      token,
      json: { creator_id: aliceId, coin: 'solana' },
    });
    expect(subscribed.status).toBe(201);
    const { payload } = await verify(subscribed.body.receipt);
    expect(payload).toMatchObject({ type: 'subscription', amount: 5, site: 'https://blog.example' });
    const running = await statusOf(subscribed.body.receipt);
    expect(running.body.receipt).toMatchObject({
      status: 'valid',
      valid: true,
      expires_at: subscribed.body.subscription.expires_at,
    });
    await t.api.context.sql.run(
      `UPDATE subscriptions SET expires_at = '2001-01-01T00:00:00.000Z' WHERE subscriber_id = ?`,
      reader.id,
    );
    expect((await statusOf(subscribed.body.receipt)).body.receipt).toMatchObject({ status: 'ended', valid: false });
  });

  it('come with an unlock, and with a second unlock of the same post (what was paid, charged once)', async () => {
    const reader = await member('Unlocker', 30);
    const alice = await t.signIn('alice@cuppa.test');
    const post = await t.call('POST', '/v1/creator/post', {
      token: alice,
      json: { text: 'Contact sheets', media: [], visibility: 'paid', price: 3 },
    });
    const unlock = () =>
      t.call('POST', '/v1/customer/subscriber/post', {
        token: reader.token,
        json: { post_id: post.body.post.id, coin: 'solana' },
      });
    const first = await unlock();
    const second = await unlock();
    expect(second.body.points).toBe(27);
    const claims = [(await verify(first.body.receipt)).payload, (await verify(second.body.receipt)).payload];
    expect(claims.map(({ type, amount }) => ({ type, amount }))).toEqual([
      { type: 'unlock', amount: 3 },
      { type: 'unlock', amount: 3 },
    ]);
    expect((await statusOf(second.body.receipt)).body.receipt.valid).toBe(true);
    await t.call('DELETE', `/v1/creator/post/delete/${post.body.post.id}`, { token: alice });
    expect((await statusOf(first.body.receipt)).body.receipt).toMatchObject({ status: 'ended', valid: false });
  });

  it('refuse a forged receipt: a changed amount, or a key the API never published', async () => {
    const reader = await member('Forger', 10);
    const genuine = (await tip(reader.token, 1)).body.receipt as string;
    const [header, payload, signature] = genuine.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const raised = Buffer.from(JSON.stringify({ ...claims, amount: 500 })).toString('base64url');
    await expect(verify(`${header}.${raised}.${signature}`)).rejects.toThrow(/signature verification failed/);
    // A receipt signed with a key of the attacker's own, naming the API's key id.
    const other = await startTestApi({ environment: 'production', chainGateway: standInGateway() });
    try {
      const theirs = (await other.call('GET', '/v1/receipts/jwks')).body;
      const ours = (await t.call('GET', '/v1/receipts/jwks')).body;
      expect(theirs.keys[0].kid).not.toBe(ours.keys[0].kid);
      expect(decodeProtectedHeader(genuine).kid).toBe(ours.keys[0].kid);
      await expect(jwtVerify(genuine, createLocalJWKSet(theirs))).rejects.toThrow();
    } finally {
      await other.close();
    }
    expect((await t.call('GET', '/v1/receipts/rcpt_AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await t.call('GET', '/v1/receipts/not-a-receipt')).status).toBe(404);
  });

  it('publish the keys as a JWKS: Ed25519 public halves only, cached briefly', async () => {
    const jwks = await t.call('GET', '/v1/receipts/jwks');
    expect(jwks.headers.get('cache-control')).toBe('public, max-age=300');
    expect(jwks.body.keys).toEqual([
      { kty: 'OKP', crv: 'Ed25519', x: expect.any(String), kid: expect.any(String), alg: 'EdDSA', use: 'sig' },
    ]);
  });
});

describe('receipt keys', () => {
  it('are made once in development and kept in the database across restarts', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'cuppa-keys-'));
    try {
      const database = join(folder, 'cuppa.db');
      const kid = async () => {
        const api = await startApi({ port: 0, database, seed: false, logError: () => {} });
        try {
          return ((await (await fetch(`${api.apiBase}/v1/receipts/jwks`)).json()) as { keys: { kid: string }[] })
            .keys[0]?.kid;
        } finally {
          await api.close();
        }
      };
      const first = await kid();
      expect(first).toEqual(expect.any(String));
      expect(await kid()).toBe(first);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('are required in production: the API refuses to start without them and names the settings', async () => {
    await expect(
      startApi({
        port: 0,
        database: ':memory:',
        environment: 'production',
        chainGateway: standInGateway(),
        logError: () => {},
      }),
    ).rejects.toThrow(/RECEIPT_SIGNING_KEYS and RECEIPT_SUPPORTER_SECRET/);
  });

  it('rotate: receipts signed with an older key still verify while it is listed after the new one', async () => {
    const old = testReceiptSettings();
    const before = await startTestApi({ environment: 'production', chainGateway: standInGateway(), receipts: old });
    const alice = (await before.call('GET', '/v1/customer/creator/alice')).body.user.id;
    const reader = await before.signUp('Rotation');
    await before.api.context.sql.run(
      `INSERT INTO accounts (kind, user_id, balance_cents) VALUES ('wallet', ?, 500)
       ON CONFLICT (kind, user_id) DO UPDATE SET balance_cents = 500`,
      reader.user.id,
    );
    const signedWithOld = await before.call('POST', '/v1/customer/subscriber/coffee', {
      token: reader.token,
      json: { creator_id: alice, tip: 1, coin: 'solana' },
    });
    expect(signedWithOld.status).toBe(201);
    const jwksBefore = (await before.call('GET', '/v1/receipts/jwks')).body;
    await before.close();
    const rotated = { ...old, keys: [testReceiptSettings().keys[0]!, ...old.keys] };
    const after = await startTestApi({ environment: 'production', chainGateway: standInGateway(), receipts: rotated });
    try {
      const jwks = (await after.call('GET', '/v1/receipts/jwks')).body;
      expect(jwks.keys).toHaveLength(2);
      expect(jwks.keys[1]).toEqual(jwksBefore.keys[0]);
      await expect(jwtVerify(signedWithOld.body.receipt, createLocalJWKSet(jwks))).resolves.toBeTruthy();
    } finally {
      await after.close();
    }
  });
});
