// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addressMessages, withdrawMessages, withdrawQuoteSchema } from '../../src/core/contract/money';
import { transactionSchema } from '../../src/core/contract/wallet';
import { WithdrawalAddressError } from '../chain/chain-gateway';
import { auditLedger } from '../ledger/ledger';
import { standInGateway } from '../testing/stand-in-gateway';
import { startTestApi, useTestApi } from '../testing/test-api';

/** API.md: withdrawals cost the platform nothing it does not recover. On the development chain. */
const t = useTestApi();

const ADDRESS = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const OTHER = 'HN7cABqLq46Es1jh92dQQisAq662SmxELLLsHHe4YWrH';

async function member(dollars: number): Promise<string> {
  const { token } = await t.signUp('Withdrawer');
  await t.deposit(token, dollars);
  return token;
}
const withdraw = (token: string, amount: number, address = ADDRESS, key?: string) =>
  t.call('POST', '/v1/customer/withdraw-solana', {
    token,
    json: { amount, address },
    headers: key ? { 'Idempotency-Key': key } : {},
  });
const quote = (token: string, amount: unknown, address: string) =>
  t.call('GET', `/v1/customer/withdraw-solana/quote?amount=${String(amount)}&address=${address}`, { token });
const points = async (token: string) => (await t.call('GET', '/v1/customer/me', { token })).body.user.points;

describe('a withdrawal', () => {
  it('is at least the minimum ($5): less is refused at its amount, and nothing moves', async () => {
    const token = await member(20);
    for (const amount of [0.01, 1, 4.99]) {
      const refused = await withdraw(token, amount);
      expect(refused, String(amount)).toMatchObject({
        status: 400,
        body: {
          code: 'invalid_input',
          error: 'The minimum withdrawal is $5.00',
          fields: { amount: withdrawMessages.belowMinimum },
        },
      });
    }
    expect(await points(token)).toBe(20);
    expect((await withdraw(token, 5)).status).toBe(201);
    // The app says the minimum before anyone types: it comes with the wallet's balance.
    expect((await t.call('GET', '/v1/solana/cuppa-balance', { token })).body).toMatchObject({
      balance: 15,
      withdraw_minimum: 5,
    });
  });

  it('is quoted before it is made: its fee is the chain’s cost of paying the address, taken from the amount', async () => {
    const token = await member(40);
    // The development chain charges the opening of an account the first time it pays an address.
    const first = await quote(token, 10, OTHER);
    expect(first).toMatchObject({ status: 200 });
    expect(withdrawQuoteSchema.parse(first.body)).toEqual({ amount: 10, fee: 0.26, receive: 9.74 });
    const made = await withdraw(token, 10, OTHER);
    expect(made.status).toBe(201);
    expect(transactionSchema.parse(made.body.transaction)).toMatchObject({
      type: 'withdraw',
      amount: 10,
      fee: 0.26,
      coin: 'usdc',
      status: 'pending',
    });
    await expect
      .poll(async () => (await t.call('GET', `/v1/customer/transaction/${made.body.transaction.id}`, { token })).body)
      .toMatchObject({ transaction: { status: 'completed', fee: 0.26 } });
    // Its account is open now: only the network fee is left.
    expect((await quote(token, 10, OTHER)).body).toEqual({ amount: 10, fee: 0.01, receive: 9.99 });
    expect(await points(token)).toBe(30);
    // Other transactions carry no fee; a payment from the balance is the contract's 'solana'.
    const { transactions } = (await t.call('GET', '/v1/customer/transactions', { token })).body;
    expect(transactions.find((tx: { type: string }) => tx.type === 'recharge')).toMatchObject({
      fee: null,
      coin: 'usdc',
    });
  });

  it('quotes only what a withdrawal would take: the minimum, a real address, a session', async () => {
    const token = await member(1);
    expect((await quote(token, 4, ADDRESS)).body.fields).toEqual({ amount: withdrawMessages.belowMinimum });
    expect((await quote(token, 5, 'nope')).body.fields).toEqual({ address: addressMessages.invalid });
    expect((await quote(token, 'abc', ADDRESS)).status).toBe(400);
    expect((await t.call('GET', `/v1/customer/withdraw-solana/quote?amount=5`, { token })).body.fields).toEqual({
      address: addressMessages.required,
    });
    expect((await quote('', 5, ADDRESS)).status).toBe(401);
  });

  it('is made at most 5 times in 24 hours; the sixth is 429 and stores nothing under its key', async () => {
    const token = await member(100);
    for (let n = 0; n < 5; n += 1) expect((await withdraw(token, 5, ADDRESS, `day-${n}`)).status).toBe(201);
    const sixth = await withdraw(token, 5, ADDRESS, 'day-6');
    expect(sixth).toMatchObject({ status: 429, body: { code: 'rate_limited' } });
    expect(await points(token)).toBe(75);
    const stored = await t.api.context.sql.get(`SELECT 1 AS stored FROM idempotency WHERE key = 'day-6'`);
    expect(stored).toBeUndefined();
    // Parallel attempts cannot slip past the count either.
    const other = await member(100);
    const burst = await Promise.all(Array.from({ length: 8 }, () => withdraw(other, 5)));
    expect(burst.filter((answer) => answer.status === 201)).toHaveLength(5);
    expect(burst.filter((answer) => answer.status === 429)).toHaveLength(3);
    expect(await points(other)).toBe(75);
    expect(await auditLedger(t.api.context.sql)).toEqual({ balancesMatch: true, total: 0 });
  });

  it('is answered again under its key as it was made, whatever the chain says of the address meanwhile', async () => {
    const token = await member(20);
    const first = await withdraw(token, 10, ADDRESS, 'kept-1');
    expect(first.status).toBe(201);
    const gateway = t.api.context.gateway;
    const fee = gateway.withdrawalFee.bind(gateway);
    try {
      // The chain cannot be asked, then paying the address costs more than the amount: the withdrawal
      // made is pending all the same, and its retry must say so.
      gateway.withdrawalFee = () => Promise.reject(new Error('the RPC node is unreachable'));
      const unreachable = await withdraw(token, 10, ADDRESS, 'kept-1');
      expect(unreachable).toMatchObject({ status: 201, body: { transaction: { id: first.body.transaction.id } } });
      gateway.withdrawalFee = () => Promise.resolve(2000);
      const costly = await withdraw(token, 10, ADDRESS, 'kept-1');
      expect(costly).toMatchObject({ status: 201, body: { transaction: { id: first.body.transaction.id } } });
      expect((await withdraw(token, 11, ADDRESS, 'kept-1')).body.code).toBe('idempotency_mismatch');
    } finally {
      gateway.withdrawalFee = fee;
    }
    expect(await points(token)).toBe(10);
  });
});

describe('the withdrawal rules as configured', () => {
  it('takes a lower minimum down to $1, and refuses to start below it', async () => {
    const low = await startTestApi({ withdrawalMinimumCents: 100 });
    try {
      const { token } = await low.signUp('Small');
      await low.deposit(token, 3);
      const made = await low.call('POST', '/v1/customer/withdraw-solana', {
        token,
        json: { amount: 1, address: ADDRESS },
      });
      expect(made.status).toBe(201);
    } finally {
      await low.close();
    }
    await expect(startTestApi({ withdrawalMinimumCents: 99 })).rejects.toThrow('at least $1');
  });

  it('refuses an amount the fee would eat, and an address the gateway will not pay', async () => {
    const production = await startTestApi({
      environment: 'production',
      chainGateway: standInGateway({
        withdrawalFee: async (address) => {
          if (address === OTHER) throw new WithdrawalAddressError(addressMessages.notWallet);
          return 600;
        },
      }),
    });
    try {
      const { token } = await production.signUp('Costly');
      const ask = (amount: number, address: string) =>
        production.call('GET', `/v1/customer/withdraw-solana/quote?amount=${amount}&address=${address}`, { token });
      expect((await ask(6, ADDRESS)).body.fields).toEqual({ amount: withdrawMessages.feeTooHigh });
      expect((await ask(6.01, ADDRESS)).body).toEqual({ amount: 6.01, fee: 6, receive: 0.01 });
      expect((await ask(10, OTHER)).body).toMatchObject({
        code: 'invalid_input',
        fields: { address: addressMessages.notWallet },
      });
    } finally {
      await production.close();
    }
  });
});
