import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedDelivery {
  body: string;
  json: { id: string; type: string; created_at: string; data: Record<string, unknown> };
  signature: string;
  at: number;
}

/**
 * A creator's endpoint on this machine: it keeps every delivery and answers with what `answer` says
 * (a status, or 'hang' to never answer, as a receiver that is down mid-request).
 */
export async function startWebhookReceiver(answer: (delivery: ReceivedDelivery) => number | 'hang' = () => 200) {
  const received: ReceivedDelivery[] = [];
  const hanging: ServerResponse[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const delivery: ReceivedDelivery = {
        body,
        json: JSON.parse(body) as ReceivedDelivery['json'],
        signature: String(request.headers['cuppa-signature'] ?? ''),
        at: Date.now(),
      };
      received.push(delivery);
      const status = answer(delivery);
      if (status === 'hang') hanging.push(response);
      else response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/cuppa-webhooks`,
    port,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What docs/api-reference-server.md's receiver does: the signature over "<t>.<raw body>", t recent. */
export function signatureHolds(secret: string, delivery: ReceivedDelivery, toleranceSeconds = 300): boolean {
  const parts = Object.fromEntries(delivery.signature.split(',').map((part) => part.split('=', 2)));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${parts.t}.${delivery.body}`).digest();
  const given = Buffer.from(String(parts.v1 ?? ''), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
