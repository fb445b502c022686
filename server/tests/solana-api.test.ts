// @vitest-environment node
import { getTransferSolInstruction } from '@solana-program/system';
import { address, generateKeyPairSigner, lamports } from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solanaTipPath } from '../../src/core/contract/solana-tip-path';
import { createSolanaGateway } from '../chain/solana';
import { countingRpc } from '../testing/solana/counting-rpc';
import { solanaFixture, USDC, type SolanaFixture } from '../testing/solana/solana-fixture';
import { auditLedger } from '../ledger/ledger';
import { startTestApi, type TestApi } from '../testing/test-api';

/**
 * The API as a production deployment runs it: the Solana gateway (on LiteSVM, the real token programs,
 * through the tests' RPC adapter) behind the real routes, ledger and settlement, over HTTP.
 */
let f: SolanaFixture;
let t: TestApi;
beforeAll(async () => {
  f = await solanaFixture();
  await f.fund(f.hotAddress, 1_000n * USDC);
  t = await startTestApi({
    environment: 'production',
    chainGateway: (sql) => createSolanaGateway({ sql, rpc: f.rpc, config: f.config }),
    settlementRetryMs: 100,
  });
});
afterAll(async () => {
  await t.close();
  await f.close();
});

describe('the API on the Solana gateway', () => {
  it('credits USDC paid to the member’s own address once, refuses SOL with its reason, and no one else can claim it', async () => {
    const token = await t.signIn('member@cuppa.test');
    const me = async () => (await t.call('GET', '/v1/customer/me', { token })).body.user;
    const before = await me();
    const hash = await f.pay(await f.wallet(), before.input_solana_address, 20n * USDC);
    expect((await t.call('GET', '/v1/solana/solana-balance', { token })).body.balance).toBe(20);

    // Someone else asking for the member's deposit gets nothing.
    const bob = await t.signIn('bob@cuppa.test');
    expect((await t.call('GET', `/v1/customer/transaction/validate/${hash}`, { token: bob })).status).toBe(403);

    const first = await t.call('GET', `/v1/customer/transaction/validate/${hash}`, { token });
    expect(first).toMatchObject({
      status: 200,
      body: { message: 'Your wallet was credited with $20.00', transaction: { type: 'recharge', amount: 20, hash } },
    });
    const again = await t.call('GET', `/v1/customer/transaction/validate/${hash}`, { token });
    expect(again.body.message).toBe('This transaction was already credited to your wallet');
    expect((await me()).points).toBe(before.points + 20);
    expect((await t.call('GET', '/v1/solana/solana-balance', { token })).body.balance).toBe(0);

    // SOL sent to the same address is not converted: the member is told why, and nothing is credited.
    const sender = await f.wallet();
    const sol = await f.submit(sender, [
      getTransferSolInstruction({
        source: sender,
        destination: address(before.input_solana_address),
        amount: lamports(1_000_000n),
      }),
    ]);
    const refused = await t.call('GET', `/v1/customer/transaction/validate/${sol}`, { token });
    expect(refused).toMatchObject({ status: 400, body: { code: 'invalid_input' } });
    expect(refused.body.error).toMatch(/SOL/);
    expect((await me()).points).toBe(before.points + 20);
    expect(await auditLedger(t.api.context.sql)).toEqual({ balancesMatch: true, total: 0 });
  });

  it('pays a withdrawal in USDC from the hot wallet, once, and completes it with the signature as its hash', async () => {
    const token = await t.signIn('member@cuppa.test');
    const recipient = (await generateKeyPairSigner()).address;
    const hotBefore = await f.balance(f.hotAddress);
    const asked = await t.call('POST', '/v1/customer/withdraw-solana', {
      token,
      json: { amount: 12.5, address: recipient },
      headers: { 'Idempotency-Key': 'solana-withdrawal-1' },
    });
    // The recipient has no USDC account yet: its rent and the network fee are the withdrawal's fee.
    expect(asked).toMatchObject({ status: 201, body: { transaction: { status: 'pending', fee: 0.52 } } });
    const id = asked.body.transaction.id as number;
    await expect
      .poll(async () => (await t.call('GET', `/v1/customer/transaction/${id}`, { token })).body.transaction.status, {
        timeout: 15_000,
      })
      .toBe('completed');
    const done = (await t.call('GET', `/v1/customer/transaction/${id}`, { token })).body.transaction;
    const onChain = await f.rpc.getSignatureStatuses([done.hash], { searchTransactionHistory: true }).send();
    expect(onChain.value[0]?.err).toBeNull();
    expect(await f.balance(recipient)).toBe(11_980_000n);
    expect(await f.balance(f.hotAddress)).toBe(hotBefore - 11_980_000n);
    // A retry of the same request answers the same withdrawal and pays nothing more.
    const retried = await t.call('POST', '/v1/customer/withdraw-solana', {
      token,
      json: { amount: 12.5, address: recipient },
      headers: { 'Idempotency-Key': 'solana-withdrawal-1' },
    });
    expect(retried.body.transaction.id).toBe(id);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await f.balance(recipient)).toBe(11_980_000n);
    expect(await auditLedger(t.api.context.sql)).toEqual({ balancesMatch: true, total: 0 });
  });

  it('lets no sequence of withdrawals turn the hot wallet’s SOL into money: every cost is in the fee', async () => {
    // A member who plays the attacker: their own wallet, whose USDC account they close and reopen at will.
    const { token, user } = await t.signUp('Attacker');
    const deposit = await f.pay(await f.wallet(), user.input_solana_address, 60n * USDC);
    expect((await t.call('GET', `/v1/customer/transaction/validate/${deposit}`, { token })).status).toBe(200);
    const attacker = await generateKeyPairSigner();
    f.svm.airdrop(attacker.address, lamports(1_000_000_000n));
    const hotSolBefore = f.lamportsOf(f.hotAddress);
    const fees: number[] = [];
    const quoteFee = async () =>
      (await t.call('GET', `/v1/customer/withdraw-solana/quote?amount=5&address=${attacker.address}`, { token })).body
        .fee as number;
    const withdraw = async (amount: number) => {
      const made = await t.call('POST', '/v1/customer/withdraw-solana', {
        token,
        json: { amount, address: attacker.address },
      });
      if (made.status !== 201) return made.status;
      const id = made.body.transaction.id as number;
      await expect
        .poll(async () => (await t.call('GET', `/v1/customer/transaction/${id}`, { token })).body.transaction.status, {
          timeout: 15_000,
        })
        .toBe('completed');
      fees.push(made.body.transaction.fee);
      return made.status;
    };

    // One-cent withdrawals, each of which would have opened an account at the hot wallet's cost: refused.
    for (let n = 0; n < 3; n += 1) expect(await withdraw(0.01)).toBe(400);
    expect(f.lamportsOf(f.hotAddress)).toBe(hotSolBefore);

    // The first withdrawal opens the attacker's account: its rent is in the fee.
    expect(await quoteFee()).toBe(0.52);
    expect(await withdraw(5)).toBe(201);
    // Closed (the attacker keeps the rent) and paid again: charged the rent again.
    await f.closeAccount(attacker);
    expect(await withdraw(5)).toBe(201);
    // Reopened at the attacker's own cost: only the network fee.
    await f.closeAccount(attacker);
    await f.openAccount(attacker);
    expect(await quoteFee()).toBe(0.01);
    expect(await withdraw(5)).toBe(201);
    // Closed between the quote and the withdrawal: the withdrawal asks the chain again, and charges the rent.
    expect(await quoteFee()).toBe(0.01);
    await f.closeAccount(attacker);
    expect(await withdraw(5)).toBe(201);
    expect(await withdraw(5)).toBe(201);
    expect(await withdraw(5)).toBe(429); // and no more than five a day
    expect(fees).toEqual([0.52, 0.52, 0.01, 0.52, 0.01]);

    // What the hot wallet spent in SOL, at the configured price, is within what the member paid in fees.
    const spent = hotSolBefore - f.lamportsOf(f.hotAddress);
    const paidCents = fees.reduce((sum, fee) => sum + Math.round(fee * 100), 0);
    expect(spent).toBeGreaterThan(0n);
    expect(spent * BigInt(f.config.feeSolPriceCents)).toBeLessThanOrEqual(BigInt(paidCents) * 1_000_000_000n);
    // The fees stayed with the hot wallet as USDC; the attacker received the amounts less the fees.
    expect(await f.balance(attacker.address)).toBe(2n * (5n * USDC) - 530_000n);
    expect(await auditLedger(t.api.context.sql)).toEqual({ balancesMatch: true, total: 0 });
  }, 60_000);
});

describe('a crypto tip’s status on the Solana gateway', () => {
  it('costs a handful of RPC calls per request, even for a reference with 1,000 signatures', async () => {
    // The tests' RPC, counting each call; while busy, it lists 1,000 signatures for any address.
    const { rpc: counting, calls, busy } = countingRpc(f.rpc);
    const api = await startTestApi({
      environment: 'production',
      chainGateway: (sql) => createSolanaGateway({ sql, rpc: counting, config: f.config }),
    });
    try {
      const { token, user } = await api.signUp('Busy');
      await api.call('PATCH', '/v1/customer/upload/profile', { token, json: { subscription_amount: 2 } });
      const ask = async (reference: string) => {
        calls.length = 0;
        const answer = await api.call('GET', solanaTipPath(reference, user.alias));
        return { status: answer.status, calls: calls.length };
      };
      // The USDC mint as the reference: 400, and no history is read (it made 1,001 calls before).
      busy.on = true;
      expect(await ask(f.config.usdcMint)).toEqual({ status: 400, calls: 0 });
      expect(await ask(user.input_solana_address)).toEqual({ status: 400, calls: 0 });
      // A registered reference that turns out busy: a look at the account and its latest signatures, no more.
      busy.on = false;
      const reference = (await generateKeyPairSigner()).address;
      expect(
        (await api.call('POST', '/v1/solana/tip-intent', { json: { creator: user.alias, reference, amount: 2 } }))
          .status,
      ).toBe(201);
      // The intent's own watch has had its first look: what is counted next is the request's alone.
      await expect
        .poll(() =>
          api.api.context.sql.get(
            `SELECT 1 AS looked FROM jobs WHERE kind = 'tip-intent' AND key = ? AND runs > 0 AND lease_token IS NULL`,
            reference,
          ),
        )
        .toBeDefined();
      busy.on = true;
      const answer = await ask(reference);
      expect(answer.status).toBe(200);
      expect(answer.calls).toBeLessThanOrEqual(5);
    } finally {
      await api.close();
    }
  });
});
