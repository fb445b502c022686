// @vitest-environment node
import { Agent, request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing/test-api';

interface Answer {
  status: number;
  body: any;
  connection: string | undefined;
}

/**
 * A tip whose headers are sent now and whose body only when `finish` is called: a request in flight
 * meanwhile, on a keep-alive connection (as a browser's or a load balancer's).
 */
function slowTip(t: TestApi, token: string, creatorId: number) {
  const body = JSON.stringify({ creator_id: creatorId, tip: 2, coin: 'solana' });
  const call = request(`${t.api.apiBase}/v1/customer/subscriber/coffee`, {
    method: 'POST',
    agent: new Agent({ keepAlive: true }),
    headers: {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(body),
      Authorization: `Bearer ${token}`,
      'Idempotency-Key': `shutdown-${Math.random()}`,
    },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    call.on('error', reject);
    call.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('error', reject);
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(text), connection: response.headers.connection }),
      );
    });
  });
  // Unanswered yet, a rejection is handled by whoever awaits `answer`.
  answer.catch(() => {});
  call.flushHeaders();
  return { answer, finish: () => call.end(body) };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function payerAndCreator(t: TestApi) {
  const payer = await t.member('Leaving', { dollars: 20 });
  const alice = (await t.call('GET', '/v1/customer/creator/alice')).body.user.id as number;
  return { payer, alice };
}

describe('closing the API (SIGTERM)', () => {
  it('answers a money call in flight in full, and refuses new connections meanwhile', async () => {
    const t = await startTestApi({ drainMs: 5000 });
    try {
      const { payer, alice } = await payerAndCreator(t);
      const tip = slowTip(t, payer.token, alice);
      // The server has the request's headers and waits for its body.
      await pause(200);
      const started = Date.now();
      const closed = t.api.close();
      await expect(fetch(`${t.api.apiBase}/health`)).rejects.toThrow();
      tip.finish();
      expect(await tip.answer).toMatchObject({ status: 201, body: { points: 18 }, connection: 'close' });
      await closed;
      // Ended once its answer was sent, not when the drain ran out.
      expect(Date.now() - started).toBeLessThan(4000);
    } finally {
      await t.close();
    }
  });

  it('cuts a request still unfinished when the drain runs out', async () => {
    const t = await startTestApi({ drainMs: 300 });
    try {
      const { payer, alice } = await payerAndCreator(t);
      const tip = slowTip(t, payer.token, alice);
      await pause(200);
      const started = Date.now();
      await t.api.close();
      expect(Date.now() - started).toBeLessThan(3000);
      await expect(tip.answer).rejects.toThrow();
    } finally {
      await t.close();
    }
  });

  it('ends idle keep-alive connections at once', async () => {
    const t = await startTestApi({ drainMs: 10_000 });
    try {
      expect((await t.call('GET', '/health')).status).toBe(200);
      const started = Date.now();
      await t.api.close();
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await t.close();
    }
  });

  it('closes once however often it is asked (a second SIGTERM or SIGINT)', async () => {
    const t = await startTestApi();
    try {
      const first = t.api.close();
      const second = t.api.close();
      expect(second).toBe(first);
      await expect(Promise.all([first, second])).resolves.toBeDefined();
    } finally {
      await t.close();
    }
  });
});
