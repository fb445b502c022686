// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { creatorConnectionsResponseSchema } from '../../src/core/contract/posts';
import { useTestApi } from '../testing/test-api';

const t = useTestApi();

const subscribe = (token: string, creatorId: number) =>
  t.call('POST', '/v1/customer/subscriber/subscribe', {
    token,
    json: { creator_id: creatorId, coin: 'solana' },
    headers: { 'Idempotency-Key': randomUUID() },
  });

const idOf = async (alias: string) => (await t.call('GET', `/v1/customer/creator/${alias}`)).body.user.id as number;

async function connections(id: number, token: string | null = null) {
  const answer = await t.call('GET', `/v1/customer/creator/connections/${id}`, { token });
  expect(answer.status).toBe(200);
  const body = creatorConnectionsResponseSchema.parse(answer.body);
  return {
    subscribers: body.subscribers.map((entry) => entry.alias),
    subscriptions: body.subscriptions.map((entry) => entry.alias),
  };
}

describe('creator connections', () => {
  it('lists who subscribes to a creator and whom the creator subscribes to', async () => {
    const alice = await t.signIn('alice@cuppa.test');
    const [aliceId, bobId] = [await idOf('alice'), await idOf('bob')];
    const { token: fan, user } = await t.signUp('Fanny');
    await t.deposit(fan, 20);
    await t.deposit(alice, 20);
    expect((await subscribe(fan, aliceId)).status).toBe(201);
    expect((await subscribe(alice, bobId)).status).toBe(201);

    const aliceLists = await connections(aliceId);
    expect(aliceLists.subscribers).toContain(user.alias);
    expect(aliceLists.subscriptions).toEqual(['bob']);
    expect((await connections(bobId)).subscribers).toContain('alice');
  });

  it('hides a private profile’s connections from others and leaves private members out', async () => {
    const { token, user } = await t.signUp('Quinn');
    await t.deposit(token, 20);
    expect((await subscribe(token, await idOf('carmen'))).status).toBe(201);
    expect((await connections(await idOf('carmen'))).subscribers).toContain(user.alias);
    expect(
      (await t.call('PATCH', '/v1/customer/upload/profile', { token, json: { private_profile: true } })).status,
    ).toBe(200);
    expect((await connections(await idOf('carmen'))).subscribers).not.toContain(user.alias);
    expect(await connections(user.id)).toEqual({ subscribers: [], subscriptions: [] });
    expect((await connections(user.id, token)).subscriptions).toEqual(['carmen']);
  });

  it('answers 404 for an account that does not exist', async () => {
    expect((await t.call('GET', '/v1/customer/creator/connections/999999')).status).toBe(404);
  });
});
