// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedTokenFor } from '../../server/testing/embed-token';
import { startTestApi, type TestApi } from '../../server/testing/test-api';
import { supportersOnlyRoutes } from './supporters-only';

const BLOG = 'http://localhost:5174';
let t: TestApi;
let blog: ReturnType<typeof supportersOnlyRoutes>;
let ids: Record<string, number>;
beforeAll(async () => {
  t = await startTestApi();
  blog = supportersOnlyRoutes(t.api.apiBase);
  ids = {};
  for (const alias of ['alice', 'bob'])
    ids[alias] = (await t.call('GET', `/v1/customer/creator/${alias}`)).body.user.id;
});
afterAll(() => t.close());

/** A member connected to `site` who pays there: the receipt their widget's event carries. */
async function receiptFrom(site: string, path: string, json: Record<string, unknown>) {
  const { token, user } = await t.signUp('Reader');
  await t.deposit(token, 20);
  const onSite = await embedTokenFor(t, user.id, site);
  const paid = await t.call('POST', path, { token: onSite, json: { coin: 'solana', ...json } });
  expect(paid.status).toBe(201);
  return { receipt: paid.body.receipt as string, memberId: user.id as number };
}

const subscribe = (site: string, creator = 'alice') =>
  receiptFrom(site, '/v1/customer/subscriber/subscribe', { creator_id: ids[creator] });

const unlock = (receipt: string, origin = BLOG) =>
  blog.request(`${origin}/supporters/unlock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ receipt }),
  });

describe("the demo blog's supporters-only section", () => {
  it('opens for a subscription to alice paid on this blog, and stays open on the next visit by its cookie', async () => {
    const { receipt } = await subscribe(BLOG);
    const opened = await unlock(receipt);
    expect(opened.status).toBe(200);
    expect(await opened.json()).toMatchObject({ open: true, title: 'The Porto notebook' });
    const cookie = opened.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^supporter_receipt=.+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/);
    const again = await blog.request(`${BLOG}/supporters/content`, { headers: { Cookie: cookie.split(';')[0]! } });
    expect(await again.json()).toMatchObject({ open: true, title: 'The Porto notebook' });
    expect(await (await blog.request(`${BLOG}/supporters/content`)).json()).toEqual({
      open: false,
      reason: 'No receipt.',
    });
  });

  it('stays shut for what an attacker could post: a tip, another creator, another site, a forgery, an ended one', async () => {
    const tip = await receiptFrom(BLOG, '/v1/customer/subscriber/coffee', { creator_id: ids.alice, tip: 1 });
    expect(await (await unlock(tip.receipt)).json()).toEqual({ error: 'This is not a subscription to Alice.' });
    const bob = await subscribe(BLOG, 'bob');
    expect((await unlock(bob.receipt)).status).toBe(403);
    const elsewhere = await subscribe('https://other-blog.example');
    expect(await (await unlock(elsewhere.receipt)).json()).toEqual({
      error: 'This subscription was paid on another site.',
    });
    const genuine = await subscribe(BLOG);
    const [header, payload, signature] = genuine.receipt.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const moved = Buffer.from(JSON.stringify({ ...claims, site: 'http://localhost:9999' })).toString('base64url');
    expect(await (await unlock(`${header}.${moved}.${signature}`, 'http://localhost:9999')).json()).toEqual({
      error: 'This receipt is not signed by Cuppa.',
    });
    await t.api.context.sql.run(
      `UPDATE subscriptions SET expires_at = '2001-01-01T00:00:00.000Z' WHERE subscriber_id = ?`,
      genuine.memberId,
    );
    expect(await (await unlock(genuine.receipt)).json()).toEqual({ error: 'This subscription has ended.' });
    expect((await unlock('')).status).toBe(403);
  });
});
