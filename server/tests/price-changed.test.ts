// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { auditLedger } from '../ledger/ledger';
import { useTestApi } from '../testing/test-api';

/** API.md: a member pays the price they were shown; `amount` on subscribe and unlock, 409 price_changed. */
const t = useTestApi();

const points = async (token: string) => (await t.call('GET', '/v1/customer/me', { token })).body.user.points as number;
const setPrice = (token: string, subscription_amount: number) =>
  t.call('PATCH', '/v1/customer/upload/profile', { token, json: { subscription_amount } });
const subscribe = (token: string, creator_id: number, key: string, amount?: number) =>
  t.call('POST', '/v1/customer/subscriber/subscribe', {
    token,
    json: { creator_id, coin: 'solana', ...(amount === undefined ? {} : { amount }) },
    headers: { 'Idempotency-Key': key },
  });

describe('subscribing at the price the member was shown', () => {
  it('refuses the old price after the creator raised it, with the new one, moving nothing; the new price then goes through under the same key', async () => {
    const creator = await t.signUp('Raiser');
    expect((await setPrice(creator.token, 5)).status).toBe(200);
    const reader = await t.signUp('Reader');
    await t.deposit(reader.token, 20);

    // The reader's page showed $5; the creator raises the price before the click.
    expect((await setPrice(creator.token, 9)).status).toBe(200);
    const key = randomUUID();
    const refused = await subscribe(reader.token, creator.user.id, key, 5);
    expect(refused).toMatchObject({
      status: 409,
      body: { code: 'price_changed', price: 9, error: 'The price of this subscription is now $9.00' },
    });
    expect(await points(reader.token)).toBe(20);
    const lookup = await t.call('GET', `/v1/customer/creator/${creator.user.alias}`, { token: reader.token });
    expect(lookup.body.is_subscribe).toBe(false);

    // Not the key's answer: the member accepts $9 and the same key runs it, once.
    const accepted = await subscribe(reader.token, creator.user.id, key, 9);
    expect(accepted).toMatchObject({ status: 201, body: { points: 11 } });
    expect(await subscribe(reader.token, creator.user.id, key, 9)).toMatchObject({ status: 201, body: { points: 11 } });
    expect(await points(reader.token)).toBe(11);
    expect(await auditLedger(t.api.context.sql)).toEqual({ balancesMatch: true, total: 0 });
  });

  it('charges a lowered price only when the member saw it, and the shown price with cents exactly', async () => {
    const creator = await t.signUp('Lowerer');
    await setPrice(creator.token, 7.5);
    const reader = await t.signUp('Saver');
    await t.deposit(reader.token, 20);
    await setPrice(creator.token, 4.25);
    expect(await subscribe(reader.token, creator.user.id, randomUUID(), 7.5)).toMatchObject({
      status: 409,
      body: { code: 'price_changed', price: 4.25 },
    });
    expect(await subscribe(reader.token, creator.user.id, randomUUID(), 4.25)).toMatchObject({
      status: 201,
      body: { points: 15.75 },
    });
  });

  it('still answers a client that sends no amount, at the price of the moment', async () => {
    const creator = await t.signUp('Silent');
    await setPrice(creator.token, 3);
    const reader = await t.signUp('Older');
    await t.deposit(reader.token, 10);
    expect(await subscribe(reader.token, creator.user.id, randomUUID())).toMatchObject({
      status: 201,
      body: { points: 7 },
    });
  });

  it('refuses an amount that is not money as invalid input', async () => {
    const reader = await t.signUp('Typo');
    const creator = await t.signUp('Target');
    await setPrice(creator.token, 3);
    for (const amount of [0, -3, 3.001, '3']) {
      const answer = await t.call('POST', '/v1/customer/subscriber/subscribe', {
        token: reader.token,
        json: { creator_id: creator.user.id, coin: 'solana', amount },
        headers: { 'Idempotency-Key': randomUUID() },
      });
      expect({ amount, status: answer.status, code: answer.body.code }).toEqual({
        amount,
        status: 400,
        code: 'invalid_input',
      });
    }
  });
});

describe('unlocking at the price the member was shown', () => {
  it('refuses another amount with the post’s price, moving nothing, and unlocks at the right one', async () => {
    const creator = await t.signUp('Seller');
    await setPrice(creator.token, 3);
    const created = await t.call('POST', '/v1/creator/post', {
      token: creator.token,
      json: { text: 'Behind the paywall', visibility: 'paid', price: 4 },
    });
    const postId = created.body.post.id as number;
    const reader = await t.signUp('Buyer');
    await t.deposit(reader.token, 10);
    const unlock = (amount: number, key = randomUUID()) =>
      t.call('POST', '/v1/customer/subscriber/post', {
        token: reader.token,
        json: { post_id: postId, coin: 'solana', amount },
        headers: { 'Idempotency-Key': key },
      });

    const refused = await unlock(2);
    expect(refused).toMatchObject({ status: 409, body: { code: 'price_changed', price: 4 } });
    expect(await points(reader.token)).toBe(10);
    const post = await t.call('GET', `/v1/cuppa/post/${postId}`, { token: reader.token });
    expect(post.body.post).toMatchObject({ locked: true, text: null });

    expect(await unlock(4)).toMatchObject({ status: 200, body: { points: 6, post: { locked: false } } });
    // Unlocked already: nothing is charged, so no price is asked about.
    expect(await unlock(2)).toMatchObject({ status: 200, body: { points: 6 } });
  });
});
