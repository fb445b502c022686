// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { apiMessages } from '../../src/core/contract/api-messages';
import { useTestApi } from '../testing/test-api';

/**
 * A quote asks the chain's RPC node what paying the address costs (two or three calls on Solana), on the
 * operator's quota: a member, or a script with their token, gets 30 a minute. The app asks once each
 * time the member sends the withdrawal form.
 */
const t = useTestApi();

const ADDRESS = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const quote = (token: string) =>
  t.call('GET', `/v1/customer/withdraw-solana/quote?amount=5&address=${ADDRESS}`, { token });
/** A new withdrawal each time (a fresh Idempotency-Key), as a script would send them. */
const withdraw = (token: string, key: string) =>
  t.call('POST', '/v1/customer/withdraw-solana', {
    token,
    headers: { 'Idempotency-Key': key },
    json: { amount: 5, address: ADDRESS },
  });

/** Counts the gateway's fee lookups (each one the chain's RPC node, on Solana) while `run` runs. */
async function countingFees(run: (asked: () => number) => Promise<void>) {
  const gateway = t.api.context.gateway;
  const fee = gateway.withdrawalFee.bind(gateway);
  let asked = 0;
  gateway.withdrawalFee = (address) => {
    asked += 1;
    return fee(address);
  };
  try {
    await run(() => asked);
  } finally {
    gateway.withdrawalFee = fee;
  }
}

describe('the withdrawal’s price on the chain', () => {
  it('is asked at most 30 times a minute by one member’s withdrawals too, whatever the ledger then answers', async () => {
    // A member with nothing to withdraw: each new withdrawal is priced on the chain before the ledger
    // refuses it (402), so without a limit a script spends the operator's RPC quota at will.
    const { token } = await t.signUp('Prober');
    await countingFees(async (asked) => {
      const statuses: number[] = [];
      for (let n = 0; n < 30; n += 1) statuses.push((await withdraw(token, `probe-${n}`)).status);
      expect(statuses).toEqual(Array(30).fill(402));
      expect(await withdraw(token, 'probe-30')).toMatchObject({ status: 429, body: { code: 'rate_limited' } });
      // Quotes share the count: both ask the chain the same question.
      expect((await quote(token)).status).toBe(429);
      expect(asked()).toBe(30);
      // A retry under a key already answered is answered from it, and is not counted.
      expect((await withdraw(token, 'probe-0')).status).toBe(402);
    });
  });

  it('is limited to 30 quotes a minute per member, in all their sessions, refused before the chain is asked', async () => {
    const { token, user } = await t.signUp('Quoter');
    await countingFees(async (asked) => {
      const statuses: number[] = [];
      for (let n = 0; n < 30; n += 1) statuses.push((await quote(token)).status);
      expect(statuses).toEqual(Array(30).fill(200));
      const refused = await quote(token);
      expect(refused).toMatchObject({
        status: 429,
        body: { code: 'rate_limited', error: apiMessages.tooManyAttempts },
      });
      // Another session of the same member shares the count; another member has their own.
      const again = await t.signIn(user.email as string, 'long-enough-1');
      expect((await quote(again)).status).toBe(429);
      expect(asked()).toBe(30);
      const other = await t.signUp('Neighbour');
      expect((await quote(other.token)).status).toBe(200);
    });
  });
});
