// @vitest-environment node
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/servers/free-port';
import { webhookSignature } from '../../server/services/webhooks/webhook-signature';

const guide = readFileSync(new URL('../../docs/embedding.md', import.meta.url), 'utf8');
const receiver = /## Webhooks[\s\S]*?```js\n([\s\S]*?)```/.exec(guide)?.[1] ?? '';
const folder = mkdtempSync(join(tmpdir(), 'cuppa-guide-'));
const stops: (() => void)[] = [];
afterAll(() => {
  for (const stop of stops) stop();
  rmSync(folder, { recursive: true, force: true });
});

/** The guide's receiver, as a creator would run it, on a free port. */
async function startGuideReceiver(secret: string): Promise<string> {
  const port = await freePort();
  const file = join(folder, 'receiver.mjs');
  writeFileSync(file, receiver.replace('.listen(3000)', `.listen(${port}, '127.0.0.1')`));
  const child = spawn(process.execPath, [file], { env: { ...process.env, CUPPA_WEBHOOK_SECRET: secret } });
  stops.push(() => child.kill());
  const url = `http://127.0.0.1:${port}/`;
  await expect
    .poll(() =>
      fetch(url, { method: 'POST' }).then(
        (response) => response.status,
        () => 0,
      ),
    )
    .toBe(400);
  return url;
}

describe("the embedding guide's webhook receiver", () => {
  it('is ten lines or so, and takes what the API signs, refusing a changed body, another secret or an old time', async () => {
    expect(receiver.split('\n').filter((line) => line.trim() !== '').length).toBeLessThanOrEqual(14);
    const secret = 'whsec_guide-test-secret';
    const url = await startGuideReceiver(secret);
    const body = JSON.stringify({ id: 'evt_1', type: 'tip.created', created_at: '2026-11-26T10:00:00.000Z', data: {} });
    const now = Math.floor(Date.now() / 1000);
    const post = (signature: string, sent = body) =>
      fetch(url, { method: 'POST', headers: { 'Cuppa-Signature': signature }, body: sent }).then((r) => r.status);
    expect(await post(webhookSignature(secret, now, body))).toBe(200);
    expect(await post(webhookSignature(secret, now, body), body.replace('tip', 'top'))).toBe(400);
    expect(await post(webhookSignature('whsec_someone-else', now, body))).toBe(400);
    expect(await post(webhookSignature(secret, now - 600, body))).toBe(400);
    expect(await post('t=1')).toBe(400);
  });
});
