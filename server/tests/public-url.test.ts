// @vitest-environment node
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing/test-api';
import { uploadedPicture } from '../testing/uploaded-picture';

/**
 * The API behind a load balancer (API.md, 'Limits'): clients reach it at PUBLIC_URL, here
 * `http://127.0.0.1:<port>/cuppa-api`, which forwards `/cuppa-api/*` to the API's own listen address.
 * The URLs the API hands out (uploads, demo pictures) must work for those clients.
 */
let t: TestApi;
let balancer: Server;
let publicUrl: string;
let target = '';

beforeAll(async () => {
  balancer = createServer((incoming, outgoing) => {
    if (!incoming.url?.startsWith('/cuppa-api/')) {
      outgoing.writeHead(404).end();
      return;
    }
    const forwarded = request(
      `${target}${incoming.url.slice('/cuppa-api'.length)}`,
      { method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => balancer.listen(0, '127.0.0.1', resolve));
  publicUrl = `http://127.0.0.1:${(balancer.address() as AddressInfo).port}/cuppa-api`;
  t = await startTestApi({ publicUrl });
  target = new URL(t.api.apiBase).origin;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => balancer.close(resolve));
});

describe('URLs built from the public URL', () => {
  it('hands out upload URLs that work through the load balancer, and takes them back on a profile', async () => {
    const alice = await t.signIn('alice@cuppa.test');
    const url = await uploadedPicture(t, alice);
    expect(url.startsWith(`${publicUrl}/api/uploads/`), url).toBe(true);
    const fetched = await fetch(url);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe('image/png');

    const patched = await t.call('PATCH', '/v1/customer/upload/profile', { token: alice, json: { image: url } });
    expect(patched).toMatchObject({ status: 200, body: { user: { image: url } } });
    // The listen address is not where clients find pictures, so it names no upload of this API.
    const listenAddress = url.replace(publicUrl, target);
    const refused = await t.call('PATCH', '/v1/customer/upload/profile', {
      token: alice,
      json: { image: listenAddress },
    });
    expect(refused.status).toBe(400);
  });

  it('builds the demo pictures’ URLs from it too', async () => {
    const { image } = (await t.call('GET', '/v1/customer/creator/bob')).body.user as { image: string };
    expect(image.startsWith(`${publicUrl}/api/demo-images/`), image).toBe(true);
    expect((await fetch(image)).status).toBe(200);
  });
});
