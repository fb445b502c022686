// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { processFixtures } from '../testing/process-fixtures';
import { signatureHolds, startWebhookReceiver, type ReceivedDelivery } from '../testing/webhook-receiver';

const fixtures = processFixtures('cuppa-hooks-');
afterAll(() => fixtures.cleanup());

async function call(base: string, method: string, path: string, options: { token?: string; json?: unknown } = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
  });
  return { status: response.status, body: await response.json() };
}

async function signUp(base: string, name: string) {
  const made = await call(base, 'POST', '/v1/auth/sign-up', {
    json: {
      first_name: name,
      last_name: 'Hooks',
      email: `${name.toLowerCase()}@hooks.test`,
      password: 'hooks-hooks-1',
    },
  });
  expect(made.status).toBe(201);
  return made.body as { token: string; user: { id: number; input_solana_address: string } };
}

const countBy = (deliveries: ReceivedDelivery[]) => {
  const counts = new Map<string, number>();
  for (const delivery of deliveries) counts.set(delivery.json.id, (counts.get(delivery.json.id) ?? 0) + 1);
  return counts;
};

/**
 * Webhooks as a deployment runs them: real `npm run api` processes on one database (PostgreSQL in the
 * postgres project), each with its job runner. An event is delivered by one of them, not by each; a
 * process killed while its delivery waits on the endpoint hands the delivery to the next instance.
 */
describe('webhook deliveries across instances', () => {
  it('deliver each event once from two instances, and again after a SIGKILL mid-delivery, from a third', async () => {
    const database = await fixtures.database();
    // The next request to arrive is held unanswered, as an endpoint that is slow when its sender dies.
    let holdNext = false;
    const receiver = await startWebhookReceiver(() => {
      if (!holdNext) return 200;
      holdNext = false;
      return 'hang';
    });
    fixtures.cleanups.push(receiver.close);
    const a = await fixtures.instance(database);
    const b = await fixtures.instance(database);

    const creator = await signUp(a.base, 'Maker');
    await call(b.base, 'PATCH', '/v1/customer/upload/profile', {
      token: creator.token,
      json: { subscription_amount: 3 },
    });
    const webhook = await call(a.base, 'POST', '/v1/creator/webhooks', {
      token: creator.token,
      json: { url: receiver.url, events: ['tip.created'] },
    });
    expect(webhook.status).toBe(201);
    const { id: webhookId, secret } = webhook.body.webhook as { id: number; secret: string };

    const reader = await signUp(b.base, 'Reader');
    const deposit = await call(a.base, 'POST', '/v1/dev/deposit', {
      json: { address: reader.user.input_solana_address, amount: 50 },
    });
    await call(b.base, 'GET', `/v1/customer/transaction/validate/${deposit.body.hash}`, { token: reader.token });
    const tip = (base: string) =>
      call(base, 'POST', '/v1/customer/subscriber/coffee', {
        token: reader.token,
        json: { creator_id: creator.user.id, tip: 1, coin: 'solana' },
      });

    // Twenty tips, half through each instance: twenty events, each delivered once.
    const tips = await Promise.all(Array.from({ length: 20 }, (_, n) => tip(n % 2 === 0 ? a.base : b.base)));
    expect(tips.every((answer) => answer.status === 201)).toBe(true);
    await expect.poll(() => countBy(receiver.received).size, { timeout: 20_000, interval: 100 }).toBe(20);
    await new Promise((resolve) => setTimeout(resolve, 1500)); // a second delivery would have come by now
    expect([...countBy(receiver.received).values()].every((count) => count === 1)).toBe(true);
    expect(receiver.received.every((delivery) => signatureHolds(secret, delivery))).toBe(true);

    // Only A runs; its delivery hangs on the endpoint, and A is killed while it waits.
    b.process.child.kill('SIGKILL');
    await b.process.exited;
    const before = receiver.received.length;
    holdNext = true;
    expect((await tip(a.base)).status).toBe(201);
    await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(before + 1);
    const held = receiver.received[before]!.json.id;
    expect(countBy(receiver.received).get(held)).toBe(1);
    a.process.child.kill('SIGKILL');
    await a.process.exited;

    // A third instance takes the delivery over once the dead one's lease has passed (5 s in development).
    const c = await fixtures.instance(database);
    await expect.poll(() => countBy(receiver.received).get(held), { timeout: 30_000, interval: 200 }).toBe(2);
    const log = await call(c.base, 'GET', `/v1/creator/webhooks/${webhookId}/deliveries?per_page=50`, {
      token: creator.token,
    });
    expect(log.body.total).toBe(21);
    expect(log.body.deliveries.every((delivery: { status: string }) => delivery.status === 'delivered')).toBe(true);
    const retried = receiver.received.filter((delivery) => delivery.json.id === held);
    expect(retried[1]!.body).toBe(retried[0]!.body);
    expect(signatureHolds(secret, retried[1]!)).toBe(true);
  }, 120_000);
});
