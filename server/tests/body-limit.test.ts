// @vitest-environment node
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../testing/test-api';

const t = useTestApi();

/** A raw POST: the body sent with its length declared, or in chunks with none (Transfer-Encoding: chunked). */
function post(path: string, token: string, body: string, framing: 'declared' | 'chunked') {
  return new Promise<{ status: number; body: any }>((resolve, reject) => {
    const call = request(
      `${t.api.apiBase}${path}`,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${token}`,
          'Idempotency-Key': `limit-${Math.random()}`,
          ...(framing === 'declared' ? { 'Content-Length': Buffer.byteLength(body) } : {}),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text || 'null') }));
      },
    );
    // The server may answer and close before the whole body is sent.
    call.on('error', (error) => reject(error));
    if (framing === 'chunked') {
      for (let at = 0; at < body.length; at += 64 * 1024) call.write(body.slice(at, at + 64 * 1024));
      call.end();
    } else call.end(body);
  });
}

describe('a JSON body over 1 MB', () => {
  it.each(['declared', 'chunked'] as const)(
    'is refused with 413 too_large whether %s, and moves no money',
    async (framing) => {
      const { token } = await t.signUp(`Padded${framing}`);
      await t.deposit(token, 20);
      const alice = (await t.call('GET', '/v1/customer/creator/alice')).body.user.id;
      const padded = JSON.stringify({ creator_id: alice, tip: 1, coin: 'solana', pad: 'x'.repeat(1024 * 1024) });
      expect(await post('/v1/customer/subscriber/coffee', token, padded, framing)).toMatchObject({
        status: 413,
        body: { code: 'too_large' },
      });
      // Under the limit, the same call framed the same way goes through, from the untouched balance.
      const small = JSON.stringify({ creator_id: alice, tip: 1, coin: 'solana' });
      expect(await post('/v1/customer/subscriber/coffee', token, small, framing)).toMatchObject({
        status: 201,
        body: { points: 19 },
      });
    },
  );
});
