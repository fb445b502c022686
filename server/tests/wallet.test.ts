// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { earningListResponseSchema } from '../../src/core/contract/wallet';
import { useTestApi } from '../testing/test-api';

const t = useTestApi();

async function fundedMember(name: string, dollars: number) {
  const { token, user } = await t.signUp(name);
  await t.deposit(token, dollars);
  return { token, user };
}

describe('wallet history', () => {
  it('sums earnings per type over all pages, as the contract parses them', async () => {
    const creator = await t.signUp('Earner');
    const made = await t.call('PATCH', '/v1/customer/upload/profile', {
      token: creator.token,
      json: { subscription_amount: 2 },
    });
    expect(made.status).toBe(200);
    const empty = (await t.call('GET', '/v1/customer/earnings', { token: creator.token })).body;
    expect(empty).toMatchObject({ total: 0, sum: 0, by_type: { tip: 0, subscription: 0, unlock: 0 } });

    const fan = await fundedMember('Fan', 40);
    for (let i = 0; i < 11; i += 1) {
      const tipped = await t.call('POST', '/v1/customer/subscriber/coffee', {
        token: fan.token,
        json: { creator_id: creator.user.id, tip: 1, coin: 'solana' },
        headers: { 'Idempotency-Key': `earn-tip-${i}` },
      });
      expect(tipped.status).toBe(201);
    }
    const subscribed = await t.call('POST', '/v1/customer/subscriber/subscribe', {
      token: fan.token,
      json: { creator_id: creator.user.id, coin: 'solana' },
      headers: { 'Idempotency-Key': 'earn-sub' },
    });
    expect(subscribed.status).toBe(201);

    const second = await t.call('GET', '/v1/customer/earnings?page=2', { token: creator.token });
    const parsed = earningListResponseSchema.parse(second.body);
    expect(parsed.earnings).toHaveLength(2);
    expect(parsed).toMatchObject({ total: 12, sum: 13, by_type: { tip: 11, subscription: 2, unlock: 0 } });
  });

  it('credits a validated deposit once and says so the second time', async () => {
    const { token, user } = await t.signUp('Depositor');
    const { hash } = (
      await t.call('POST', '/v1/dev/deposit', { json: { address: user.input_solana_address, amount: 12.5 } })
    ).body;
    const first = await t.call('GET', `/v1/customer/transaction/validate/${hash}`, { token });
    expect(first.body.message).toBe('Your wallet was credited with $12.50');
    const again = await t.call('GET', `/v1/customer/transaction/validate/${hash}`, { token });
    expect(again.body.message).toBe('This transaction was already credited to your wallet');
    expect((await t.call('GET', '/v1/customer/me', { token })).body.user.points).toBe(12.5);
  });

  it('credits a deposit once when the member asks for it many times at once, and it stops being pending', async () => {
    const { token, user } = await t.signUp('Impatient');
    const { hash } = (
      await t.call('POST', '/v1/dev/deposit', { json: { address: user.input_solana_address, amount: 7 } })
    ).body;
    expect((await t.call('GET', '/v1/solana/solana-balance', { token })).body.balance).toBe(7);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => t.call('GET', `/v1/customer/transaction/validate/${hash}`, { token })),
    );
    const credited = answers.filter((answer) => answer.body.message === 'Your wallet was credited with $7.00');
    expect(credited).toHaveLength(1);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect((await t.call('GET', '/v1/customer/me', { token })).body.user.points).toBe(7);
    expect((await t.call('GET', '/v1/solana/solana-balance', { token })).body.balance).toBe(0);
  });
});
