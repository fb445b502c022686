// @vitest-environment node
import { getTransferSolInstruction } from '@solana-program/system';
import { address, generateKeyPairSigner, lamports } from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solanaTipPath } from '../../src/core/contract/solana-tip-path';
import { createSolanaGateway } from '../chain/solana';
import type { DepositWatchOptions } from '../chain/solana/deposit-watch';
import type { SolanaRpc } from '../chain/solana/rpc';
import { solanaFixture, USDC, type SolanaFixture } from '../testing/solana/solana-fixture';
import { auditLedger } from '../ledger/ledger';
import { startTestApi, useTestApi, type TestApi } from '../testing/test-api';

/** API.md: deposits arrive by themselves, credited without a pasted hash, then swept to the hot wallet. */
describe('deposits on the development chain', () => {
  const t = useTestApi({ watchDeposits: true, depositWatchMs: 50 });

  it('are credited by themselves; the hash pasted later is already credited', async () => {
    const { token, user } = await t.signUp('Waiting');
    const sent = await t.call('POST', '/v1/dev/deposit', { json: { address: user.input_solana_address, amount: 7.5 } });
    expect(sent.status).toBe(201);
    await expect
      .poll(async () => (await t.call('GET', '/v1/customer/me', { token })).body.user.points, { timeout: 5000 })
      .toBe(7.5);
    const [recharge] = (await t.call('GET', '/v1/customer/transactions', { token })).body.transactions;
    expect(recharge).toMatchObject({ type: 'recharge', amount: 7.5, hash: sent.body.hash, coin: 'usdc' });
    expect((await t.call('GET', `/v1/customer/transaction/validate/${sent.body.hash}`, { token })).body).toMatchObject({
      message: 'This transaction was already credited to your wallet',
      transaction: { id: recharge.id },
    });
    expect((await t.call('GET', '/v1/solana/solana-balance', { token })).body.balance).toBe(0);
    expect(await auditLedger(t.api.context.sql)).toEqual({ balancesMatch: true, total: 0 });
  });
});

/**
 * A production API on the Solana gateway over `f`'s chain (through `rpc`, the chain's own node unless
 * given), watching deposits and sweeping them every 50 ms rather than every 15 s.
 */
function startWatchingApi(
  f: SolanaFixture,
  { rpc = f.rpc, depositWatch }: { rpc?: SolanaRpc; depositWatch?: DepositWatchOptions } = {},
): Promise<TestApi> {
  return startTestApi({
    environment: 'production',
    chainGateway: (sql) => createSolanaGateway({ sql, rpc, config: f.config, depositWatch }),
    watchDeposits: true,
    depositWatchMs: 50,
    sweepRetryMs: 50,
  });
}

describe('deposits on the Solana gateway (LiteSVM), over HTTP', () => {
  let f: SolanaFixture;
  let t: TestApi;
  beforeAll(async () => {
    f = await solanaFixture();
    t = await startWatchingApi(f);
  });
  afterAll(async () => {
    await t.close();
    await f.close();
  });

  it('are credited once final, without a pasted hash, and swept to the hot wallet, which pays the fee', async () => {
    const { token, user } = await t.signUp('Depositor');
    const me = async () => (await t.call('GET', '/v1/customer/me', { token })).body.user;
    const deposit = user.input_solana_address as string;
    const hotUsdc = await f.balance(f.hotAddress);
    f.chain.holdFinality = true;
    const first = await f.pay(await f.wallet(), deposit, 20n * USDC);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await me()).points).toBe(0); // confirmed, not final: not yet
    f.chain.finalizeAll();
    f.chain.holdFinality = false;
    await expect.poll(async () => (await me()).points, { timeout: 10_000 }).toBe(20);
    // Then the USDC leaves the member's address for the hot wallet.
    await expect.poll(() => f.balance(f.hotAddress), { timeout: 10_000 }).toBe(hotUsdc + 20n * USDC);
    expect(await f.balance(deposit)).toBe(0n);
    expect(f.lamportsOf(deposit)).toBe(0n);
    expect((await t.call('GET', '/v1/solana/solana-balance', { token })).body.balance).toBe(0);
    expect((await t.call('GET', `/v1/customer/transaction/validate/${first}`, { token })).body.message).toBe(
      'This transaction was already credited to your wallet',
    );

    // Two more at once, and SOL (never converted): the USDC is credited, the SOL is not.
    const sender = await f.wallet();
    await f.pay(sender, deposit, 1n * USDC);
    await f.pay(await f.wallet(), deposit, 2n * USDC + 5_000n);
    await f.submit(sender, [
      getTransferSolInstruction({ source: sender, destination: address(deposit), amount: lamports(5_000_000n) }),
    ]);
    await expect.poll(async () => (await me()).points, { timeout: 10_000 }).toBe(23);
    // A deposit's dust under a cent is not credited, but it is the platform's and moves with the deposit.
    await expect.poll(() => f.balance(f.hotAddress), { timeout: 10_000 }).toBe(hotUsdc + 23n * USDC + 5_000n);
    expect(await f.balance(deposit)).toBe(0n);
    const recharges = (await t.call('GET', '/v1/customer/transactions', { token })).body.transactions.filter(
      (tx: { type: string }) => tx.type === 'recharge',
    );
    expect(recharges.map((tx: { amount: number }) => tx.amount).sort()).toEqual([1, 2, 20]);
    expect(await auditLedger(t.api.context.sql)).toEqual({ balancesMatch: true, total: 0 });
  }, 30_000);

  it('credit a reader’s crypto tip to the creator’s earnings with its note, even with no one asking, and sweep it', async () => {
    const { token, user } = await t.signUp('Tipped');
    await t.call('PATCH', '/v1/customer/upload/profile', { token, json: { subscription_amount: 3 } });
    const deposit = user.input_solana_address as string;
    const hotUsdc = await f.balance(f.hotAddress);
    const reference = (await generateKeyPairSigner()).address;
    const registered = await t.call('POST', '/v1/solana/tip-intent', {
      json: { creator: user.alias, reference, amount: 4, message: 'Thanks for the map' },
    });
    expect(registered.status).toBe(201);
    // The reader pays from their wallet with the Solana Pay request, then closes the page: the watch finds it.
    const signature = await f.pay(await f.wallet(), deposit, 4n * USDC, { reference });
    await expect
      .poll(async () => (await t.call('GET', '/v1/customer/earnings', { token })).body.earnings, { timeout: 10_000 })
      .toEqual([
        expect.objectContaining({ type: 'tip', amount: 4, from: null, message: 'Thanks for the map', coin: 'usdc' }),
      ]);
    expect((await t.call('GET', solanaTipPath(reference, user.alias))).body).toEqual({
      status: 'confirmed',
      amount: 4,
      transaction: signature,
      thank_you: '',
    });
    const { transactions } = (await t.call('GET', '/v1/customer/transactions', { token })).body;
    expect(transactions.map((tx: { type: string }) => tx.type)).toEqual(['tip']);
    await expect.poll(() => f.balance(f.hotAddress), { timeout: 10_000 }).toBe(hotUsdc + 4n * USDC);

    // A transfer naming a reference that was made before the reader registered it is no tip: the money
    // is the creator's (a deposit), the older transfer confirms nothing.
    const old = (await generateKeyPairSigner()).address;
    f.chain.now = () => Date.now() - 10 * 60_000;
    await f.pay(await f.wallet(), deposit, 2n * USDC, { reference: old });
    f.chain.now = () => Date.now();
    await expect
      .poll(async () => (await t.call('GET', '/v1/customer/me', { token })).body.user.points, { timeout: 10_000 })
      .toBe(6);
    expect(
      (await t.call('POST', '/v1/solana/tip-intent', { json: { creator: user.alias, reference: old, amount: 2 } }))
        .status,
    ).toBe(201);
    expect((await t.call('GET', solanaTipPath(old, user.alias))).body).toEqual({ status: 'pending' });
    expect((await t.call('GET', '/v1/customer/earnings', { token })).body.total).toBe(1);
    expect(await auditLedger(t.api.context.sql)).toEqual({ balancesMatch: true, total: 0 });
  }, 30_000);
});

/**
 * A node whose pages of signatures hold at most `perPage` (1,000 on a real node: 10 here plays a backlog
 * of pages in a few dozen transfers), and whose balances can be held as they were (`held.on`): the watch
 * then sees nothing arrive, as before its next look.
 */
function pagedNode(rpc: SolanaRpc, perPage: number) {
  const held = { on: false };
  const answers = new Map<string, unknown>();
  const node = {
    ...rpc,
    getSignaturesForAddress: (...[account, config]: Parameters<SolanaRpc['getSignaturesForAddress']>) =>
      rpc.getSignaturesForAddress(account, { ...config, limit: Math.min(config?.limit ?? 1000, perPage) }),
    getMultipleAccounts: (...args: Parameters<SolanaRpc['getMultipleAccounts']>) => ({
      send: async () => {
        const key = args[0].join();
        if (!held.on || !answers.has(key)) answers.set(key, await rpc.getMultipleAccounts(...args).send());
        return answers.get(key);
      },
    }),
  } as SolanaRpc;
  return { node, held };
}

describe('a deposit followed by more than a page of other transfers before the watch looks', () => {
  let f: SolanaFixture;
  let t: TestApi;
  const paged = { node: null as SolanaRpc | null, held: { on: false } };
  beforeAll(async () => {
    f = await solanaFixture();
    Object.assign(paged, pagedNode(f.rpc, 10));
    t = await startWatchingApi(f, { rpc: paged.node ?? f.rpc, depositWatch: { signaturesPerPage: 10 } });
  });
  afterAll(async () => {
    await t.close();
    await f.close();
  });

  it('is credited by itself all the same', async () => {
    const { token, user } = await t.signUp('Buried');
    const points = async () => (await t.call('GET', '/v1/customer/me', { token })).body.user.points;
    const deposit = user.input_solana_address as string;
    const hotUsdc = await f.balance(f.hotAddress);
    const sender = await f.wallet();
    await f.pay(sender, deposit, 2n * USDC);
    await expect.poll(points, { timeout: 10_000 }).toBe(2);
    await expect.poll(() => f.balance(f.hotAddress), { timeout: 10_000 }).toBe(hotUsdc + 2n * USDC);
    // The watch has seen the address empty since the sweep; it sees nothing more until `held` ends.
    const seen = async () =>
      (
        await t.api.context.sql.get<{ seen_units: number | string | null }>(
          'SELECT seen_units FROM solana_deposit_addresses WHERE address = ?',
          deposit,
        )
      )?.seen_units;
    await expect.poll(async () => Number((await seen()) ?? -1), { timeout: 10_000 }).toBe(0);
    paged.held.on = true;
    const real = await f.pay(sender, deposit, 50n * USDC);
    for (let n = 1n; n <= 25n; n += 1n) await f.pay(sender, deposit, n); // under a cent each: credited to no one
    paged.held.on = false;
    await expect.poll(points, { timeout: 10_000 }).toBe(52);
    const recharges = (await t.call('GET', '/v1/customer/transactions', { token })).body.transactions.filter(
      (tx: { type: string }) => tx.type === 'recharge',
    );
    expect(recharges.map((tx: { hash: string }) => tx.hash)).toContain(real);
    expect(await auditLedger(t.api.context.sql)).toEqual({ balancesMatch: true, total: 0 });
  }, 30_000);
});
