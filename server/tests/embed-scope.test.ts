// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { toHttpError } from '../http/http-error';
import type { ServerEnv } from '../route-env';
import { embedAllowed, resolvePrincipal } from '../routes/principal';
import { embedTokenFor } from '../testing/embed-token';
import { useTestApi } from '../testing/test-api';

const t = useTestApi();
let member: string;
let memberId: number;
let alice: { id: number };
let paidPostId: number;
let openPostId: number;
let serviceId: number;
beforeAll(async () => {
  member = await t.signIn('member@cuppa.test');
  memberId = (await t.call('GET', '/v1/customer/me', { token: member })).body.user.id;
  alice = (await t.call('GET', '/v1/customer/creator/alice')).body.user;
  const posts = (await t.call('GET', `/v1/cuppa/post/list?creator_id=${alice.id}&per_page=50`)).body.posts;
  paidPostId = posts.find((post: { visibility: string }) => post.visibility === 'paid').id;
  openPostId = posts.find((post: { visibility: string }) => post.visibility === 'public').id;
  serviceId = (await t.call('GET', '/v1/travulum/service/list')).body.services[0].id;
});

describe('an embed token on routes open to visitors', () => {
  it('is refused with embed_scope, never read as the member (whose unlocked post it would show)', async () => {
    // The member bought alice's paid post with the full session; the site's token must not read it.
    const bought = await t.call('POST', '/v1/customer/subscriber/post', {
      token: member,
      json: { post_id: paidPostId, coin: 'solana' },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(bought.body.post.locked).toBe(false);
    const token = await embedTokenFor(t, memberId, 'https://creator-blog.example');
    const visitorRoutes = [
      `/v1/cuppa/post/${paidPostId}`,
      '/v1/cuppa/post/list',
      `/v1/cuppa/post/list?creator_id=${alice.id}`,
      `/v1/customer/post/comment/list/${openPostId}`,
      `/v1/customer/creator/media/${alice.id}?type=photo`,
      '/v1/cuppa/creator/list',
      '/v1/cuppa/ad/list',
      '/v1/travulum/home',
      '/v1/travulum/service/list',
      `/v1/travulum/service/${serviceId}`,
    ];
    for (const path of visitorRoutes) {
      const answer = await t.call('GET', path, { token });
      expect({ path, status: answer.status, code: answer.body.code }).toEqual({
        path,
        status: 403,
        code: 'embed_scope',
      });
      expect(JSON.stringify(answer.body)).not.toContain('complete film scans');
      // The same routes still answer visitors and the member's full session.
      expect((await t.call('GET', path)).status, path).toBe(200);
      expect((await t.call('GET', path, { token: member })).status, path).toBe(200);
    }
    // Routes that never read a caller refuse the site's token too, rather than serve it as a visitor.
    const ignoredBefore: [string, string, unknown?][] = [
      ['POST', '/v1/solana/tip-intent', { creator: 'alice', reference: '11111111111111111111111111111112', amount: 3 }],
      ['GET', '/v1/solana/tip/11111111111111111111111111111112?creator=alice'],
      ['GET', '/v1/receipts/jwks'],
      ['GET', '/v1/receipts/r_unknown'],
      ['POST', '/v1/auth/sign-in', { email: 'member@cuppa.test', password: 'cuppa-demo-1' }],
      [
        'POST',
        '/v1/auth/sign-up',
        { first_name: 'A', last_name: 'B', email: 'site@example.com', password: 'long-enough-1' },
      ],
      ['POST', '/v1/auth/forgot-pass', { email: 'member@cuppa.test' }],
      ['POST', '/v1/dev/deposit', { address: '11111111111111111111111111111112', amount: 1 }],
      [
        'POST',
        '/v1/dev/transfer',
        { reference: '11111111111111111111111111111112', to: '11111111111111111111111111111112', amount: 1 },
      ],
    ];
    for (const [method, path, json] of ignoredBefore) {
      const answer = await t.call(method, path, { token, ...(json ? { json } : {}) });
      expect({ method, path, status: answer.status, code: answer.body.code }).toEqual({
        method,
        path,
        status: 403,
        code: 'embed_scope',
      });
    }
    // Its own scope still works.
    expect((await t.call('GET', '/v1/customer/me', { token })).status).toBe(200);
    expect((await t.call('GET', '/v1/customer/creator/alice', { token })).status).toBe(200);
  });
});

describe('a route added later', () => {
  it('refuses an embed token before its handler runs unless it is marked embedAllowed', async () => {
    const ran: string[] = [];
    const app = new Hono<ServerEnv>();
    app.use('*', async (c, next) => {
      c.set('ctx', t.api.context);
      await next();
    });
    app.use('*', resolvePrincipal);
    app.post('/forgot-to-say', (c) => {
      ran.push('forgot-to-say');
      return c.json({ ok: true });
    });
    app.post('/open-to-sites', embedAllowed, (c) => {
      ran.push('open-to-sites');
      return c.json({ ok: true });
    });
    app.onError((error, c) => {
      const known = toHttpError(error);
      return known ? c.json(known.toBody(), known.status as 403) : c.json({ code: 'internal' }, 500);
    });
    const token = await embedTokenFor(t, memberId, 'https://another-blog.example');
    const call = async (path: string, bearer: string) =>
      app.request(path, { method: 'POST', headers: { Authorization: `Bearer ${bearer}` } });

    const refused = await call('/forgot-to-say', token);
    expect({ status: refused.status, code: (await refused.json()).code }).toEqual({ status: 403, code: 'embed_scope' });
    expect((await call('/open-to-sites', token)).status).toBe(200);
    // The member's own session reaches both.
    expect((await call('/forgot-to-say', member)).status).toBe(200);
    expect(ran).toEqual(['open-to-sites', 'forgot-to-say']);
  });
});
