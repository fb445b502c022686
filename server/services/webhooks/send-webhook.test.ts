// @vitest-environment node
import { createServer, type Server } from 'node:http';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { sendWebhook } from './send-webhook';
import type { ResolvedAddress, WebhookPolicy } from './webhook-address';

const servers: { close: (callback: () => void) => void }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
});

function listen<S extends Server | ReturnType<typeof createTcpServer>>(server: S): Promise<number> {
  servers.push(server);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

/** A resolver that answers from a list, in turn, and counts how often it is asked. */
function scriptedResolver(...answers: string[][]) {
  const asked: string[] = [];
  const resolve = async (hostname: string): Promise<ResolvedAddress[]> => {
    asked.push(hostname);
    return (answers[Math.min(asked.length - 1, answers.length - 1)] ?? []).map((address) => ({ address, family: 4 }));
  };
  return { asked, resolve };
}

describe('sending a delivery', () => {
  it('connects to the address it checked, under the URL’s name, with no second lookup', async () => {
    const seen: { host?: string; body: string; signature?: string }[] = [];
    const port = await listen(
      createServer((request, response) => {
        let body = '';
        request.on('data', (chunk: Buffer) => (body += chunk.toString()));
        request.on('end', () => {
          seen.push({ host: request.headers.host, body, signature: request.headers['cuppa-signature'] as string });
          response.writeHead(204).end();
        });
      }),
    );
    // receiver.invalid exists in no DNS: only the checked address can have reached the receiver.
    const resolver = scriptedResolver(['127.0.0.1']);
    const policy: WebhookPolicy = { httpsOnly: false, publicOnly: false, resolve: resolver.resolve };
    const outcome = await sendWebhook(
      `http://receiver.invalid:${port}/hook`,
      '{"id":"evt_1"}',
      { 'Content-Type': 'application/json', 'Cuppa-Signature': 't=1,v1=00' },
      policy,
      2000,
    );
    expect(outcome).toEqual({ status: 204 });
    expect(resolver.asked).toEqual(['receiver.invalid']);
    expect(seen).toEqual([{ host: `receiver.invalid:${port}`, body: '{"id":"evt_1"}', signature: 't=1,v1=00' }]);
  });

  it('never connects when the name now resolves to a private address (DNS rebinding)', async () => {
    let connections = 0;
    const port = await listen(createTcpServer((socket) => (connections += 1) && socket.destroy()));
    const production: WebhookPolicy = {
      httpsOnly: true,
      publicOnly: true,
      resolve: scriptedResolver(['127.0.0.1']).resolve,
    };
    const outcome = await sendWebhook(`https://rebind.test:${port}/hook`, '{}', {}, production, 2000);
    expect(outcome).toEqual({ error: 'refused: rebind.test resolves to 127.0.0.1, not a public address' });
    expect(connections).toBe(0);
  });

  it('reports a status it did not like, a timeout and a refused connection as what they are', async () => {
    const port = await listen(
      createServer((request, response) => {
        if (request.url === '/slow') return; // never answers
        response.writeHead(request.url === '/moved' ? 302 : 500, { Location: 'http://127.0.0.1:1/' }).end('no');
      }),
    );
    const policy: WebhookPolicy = { httpsOnly: false, publicOnly: false, resolve: scriptedResolver([]).resolve };
    const base = `http://127.0.0.1:${port}`;
    expect(await sendWebhook(`${base}/fail`, '{}', {}, policy, 2000)).toEqual({ status: 500 });
    // A redirect is not followed: it is the endpoint's answer.
    expect(await sendWebhook(`${base}/moved`, '{}', {}, policy, 2000)).toEqual({ status: 302 });
    expect(await sendWebhook(`${base}/slow`, '{}', {}, policy, 200)).toEqual({ error: 'no answer within 0.2 s' });
    const closed = await listen(createTcpServer());
    servers.pop()?.close(() => {});
    expect(await sendWebhook(`http://127.0.0.1:${closed}/`, '{}', {}, policy, 2000)).toMatchObject({
      error: expect.stringContaining('ECONNREFUSED'),
    });
  });
});
