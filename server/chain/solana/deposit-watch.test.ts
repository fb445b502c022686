// @vitest-environment node
import { getTransferSolInstruction } from '@solana-program/system';
import {
  address,
  generateKeyPairSigner,
  lamports,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_MIN_CONTEXT_SLOT_NOT_REACHED,
  SolanaError,
} from '@solana/kit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { countingRpc } from '../../testing/solana/counting-rpc';
import { engines, solanaFixture, USDC, type SolanaFixture } from '../../testing/solana/solana-fixture';
import type { DepositWatchOptions } from './deposit-watch';
import type { SolanaRpc } from './rpc';
import { createSolanaGateway } from './solana-gateway';

let f: SolanaFixture;

type Signatures = SolanaRpc['getSignaturesForAddress'];
type Statuses = SolanaRpc['getSignatureStatuses'];
type Answer<Call extends Signatures | Statuses> = Awaited<ReturnType<ReturnType<Call>['send']>>;

/**
 * `rpc` with the calls given answered otherwise: a node that pages, lags behind, or has not seen what
 * another node told. Each stand-in takes the call's arguments and gives its answer (asking `rpc` as it likes).
 */
const nodeWith = (
  rpc: SolanaRpc,
  {
    getSignaturesForAddress,
    getSignatureStatuses,
  }: {
    getSignaturesForAddress?: (...args: Parameters<Signatures>) => Promise<Answer<Signatures>>;
    getSignatureStatuses?: (...args: Parameters<Statuses>) => Promise<Answer<Statuses>>;
  },
): SolanaRpc =>
  ({
    ...rpc,
    ...(getSignaturesForAddress && {
      getSignaturesForAddress: (...args: Parameters<Signatures>) => ({ send: () => getSignaturesForAddress(...args) }),
    }),
    ...(getSignatureStatuses && {
      getSignatureStatuses: (...args: Parameters<Statuses>) => ({ send: () => getSignatureStatuses(...args) }),
    }),
  }) as SolanaRpc;

/**
 * A node whose pages of signatures hold at most `perPage` (a page is 1,000 on a real node: a smaller
 * one here plays a backlog of several pages in a few dozen transfers).
 */
const pagedNode = (rpc: SolanaRpc, perPage: number): SolanaRpc =>
  nodeWith(rpc, {
    getSignaturesForAddress: (account, config) =>
      rpc.getSignaturesForAddress(account, { ...config, limit: Math.min(config?.limit ?? 1000, perPage) }).send(),
  });

/** A gateway whose watch reads pages of `signaturesPerPage`, on the node given. */
const watching = (rpc: SolanaRpc, depositWatch: DepositWatchOptions) =>
  createSolanaGateway({ sql: f.sql, rpc, config: f.config, depositWatch });

/** Where the watch stands at an address: the last signature read, and its walk back through a backlog. */
const cursorAt = async (owner: string) =>
  f.sql.get<{ last_signature: string | null; backfill_before: string | null; backfill_top: string | null }>(
    'SELECT last_signature, backfill_before, backfill_top FROM solana_deposit_addresses WHERE address = ?',
    owner,
  );

describe.each(engines)('the Solana deposit watch (%s)', (engine) => {
  beforeEach(async () => {
    f = await solanaFixture(engine);
  });
  afterEach(() => f.close());

  it('finds the USDC that reached any deposit address by itself, once, with its accounts and time', async () => {
    const gateway = f.gateway();
    const [a, b, idle] = [await gateway.newAddress(), await gateway.newAddress(), await gateway.newAddress()];
    const first = await f.pay(await f.wallet(), a, 12n * USDC + 345_678n);
    const second = await f.pay(await f.wallet(), b, 3n * USDC);
    const found = await gateway.watchDeposits(100);
    expect(found.map((d) => [d.hash, d.address, d.amountCents])).toEqual(
      expect.arrayContaining([
        [first, a, 1234],
        [second, b, 300],
      ]),
    );
    expect(found).toHaveLength(2);
    expect(found[0]?.accounts).toContain(f.usdcMint);
    expect(Date.parse(found[0]?.at ?? '')).toBeGreaterThan(Date.now() - 60_000);
    // Until credited, they are returned again; nothing is read twice from the chain.
    const { rpc, count } = countingRpc(f.rpc);
    expect(await f.gateway({ rpc }).watchDeposits(100)).toHaveLength(2);
    expect(count('getTransaction')).toBe(0);
    expect(count('getSignaturesForAddress')).toBe(0);
    await gateway.markCredited(first, 1);
    await gateway.markCredited(second, 2);
    expect(await gateway.watchDeposits(100)).toEqual([]);
    expect(await gateway.pendingAt(idle)).toBe(0);
  });

  it('reads a hundred addresses’ balances per call, and the history of those that changed only', async () => {
    const gateway = f.gateway();
    const issued: string[] = [];
    for (let n = 0; n < 150; n += 1) issued.push(await gateway.newAddress());
    await gateway.watchDeposits(100);
    await f.pay(await f.wallet(), issued[120] ?? '', 5n * USDC);
    const { rpc, count } = countingRpc(f.rpc);
    expect((await f.gateway({ rpc }).watchDeposits(100)).map((d) => d.address)).toEqual([issued[120]]);
    expect(count('getMultipleAccounts')).toBe(2);
    expect(count('getSignaturesForAddress')).toBe(1);
    expect(count('getTransaction')).toBe(1);
  });

  it('passes over what it does not credit (SOL, another token, dust), and reads a flood a little at a time', async () => {
    const gateway = f.gateway();
    const target = await gateway.newAddress();
    const sender = await f.wallet(1000n * USDC);
    await f.pay(sender, target, 9_999n); // less than a cent
    await f.submit(sender, [
      getTransferSolInstruction({ source: sender, destination: address(target), amount: lamports(1_000_000n) }),
    ]);
    await f.pay(await f.wallet(100n * USDC, f.otherMint), target, 5n * USDC, { mint: f.otherMint });
    expect(await gateway.watchDeposits(100)).toEqual([]);
    // 105 deposits between two looks: a hundred are read at the first, the rest at the next.
    for (let n = 0; n < 105; n += 1) await f.pay(sender, target, USDC + BigInt(n) * 10_000n);
    expect(await gateway.watchDeposits(200)).toHaveLength(100);
    expect(await gateway.watchDeposits(200)).toHaveLength(105);
    const { rpc, count } = countingRpc(f.rpc);
    await f.gateway({ rpc }).watchDeposits(100);
    expect(count('getSignaturesForAddress')).toBe(0); // caught up: its balance is the one last seen
  });

  it('finds a deposit that more than a page of other transfers followed before its next look', async () => {
    const gateway = watching(pagedNode(f.rpc, 10), { signaturesPerPage: 10 });
    const target = await gateway.newAddress();
    const sender = await f.wallet();
    const first = await f.pay(sender, target, 2n * USDC);
    expect((await gateway.watchDeposits(100)).map((d) => d.hash)).toEqual([first]);
    await gateway.markCredited(first, 1);
    // The member's deposit, then two and a half pages of transfers under a cent (credited to no one).
    const real = await f.pay(sender, target, 50n * USDC);
    for (let n = 1n; n <= 25n; n += 1n) await f.pay(sender, target, n);
    expect((await gateway.watchDeposits(100)).map((d) => d.hash)).toEqual([real]);
    const { rpc, count } = countingRpc(pagedNode(f.rpc, 10));
    await watching(rpc, { signaturesPerPage: 10 }).watchDeposits(100);
    expect(count('getSignaturesForAddress')).toBe(0); // caught up: its balance is the one last seen
  });

  it('reads a backlog a bounded amount per look, resuming where it stopped; its cursor moves once all is read', async () => {
    const { rpc, count, calls } = countingRpc(pagedNode(f.rpc, 10));
    const gateway = watching(rpc, { signaturesPerPage: 10, transactionsPerLook: 8 });
    const target = await gateway.newAddress();
    const sender = await f.wallet();
    const first = await f.pay(sender, target, 2n * USDC);
    await gateway.watchDeposits(100);
    await gateway.markCredited(first, 1);
    const real = await f.pay(sender, target, 50n * USDC);
    for (let n = 1n; n <= 25n; n += 1n) await f.pay(sender, target, n);
    // 26 transactions, 8 a look: the deposit, the oldest, is read at the fourth.
    const found: string[][] = [];
    for (let look = 1; look <= 4; look += 1) {
      calls.length = 0;
      found.push((await gateway.watchDeposits(100)).map((d) => d.hash));
      expect(count('getTransaction')).toBeLessThanOrEqual(8);
      expect(count('getSignaturesForAddress')).toBeLessThanOrEqual(5);
      if (look < 4) expect(await cursorAt(target)).toMatchObject({ last_signature: first });
    }
    expect(found).toEqual([[], [], [], [real]]);
    const newest = (await f.rpc.getSignaturesForAddress(address(await f.ata(target)), { limit: 1 }).send())[0];
    expect(await cursorAt(target)).toEqual({
      last_signature: newest?.signature,
      backfill_before: null,
      backfill_top: null,
    });
  });

  it('is not held back by a stream of transfers faster than it reads: each look goes on from the last', async () => {
    const gateway = watching(pagedNode(f.rpc, 10), { signaturesPerPage: 10, transactionsPerLook: 4 });
    const target = await gateway.newAddress();
    const sender = await f.wallet();
    const first = await f.pay(sender, target, 2n * USDC);
    await gateway.watchDeposits(100);
    await gateway.markCredited(first, 1);
    const real = await f.pay(sender, target, 50n * USDC);
    // Six transfers before every look, where a look reads four.
    let dust = 0n;
    let found: string[] = [];
    for (let look = 0; look < 5 && found.length === 0; look += 1) {
      for (let n = 0; n < 6; n += 1) await f.pay(sender, target, (dust += 1n));
      found = (await gateway.watchDeposits(100)).map((d) => d.hash);
    }
    expect(found).toEqual([real]);
  });

  it('asks again where a node does not know the signature its walk stopped at, rather than take it as the end', async () => {
    let forgetful = false;
    const paged = pagedNode(f.rpc, 10);
    // A node that has not seen that signature: it answers nothing before it, and no status for it.
    const node = nodeWith(paged, {
      getSignaturesForAddress: async (account, config) =>
        forgetful && config?.before ? [] : paged.getSignaturesForAddress(account, config).send(),
      getSignatureStatuses: async (...args) =>
        forgetful ? { context: { slot: 0n }, value: [null] } : f.rpc.getSignatureStatuses(...args).send(),
    });
    const gateway = watching(node, { signaturesPerPage: 10 });
    const target = await gateway.newAddress();
    const sender = await f.wallet();
    const first = await f.pay(sender, target, 2n * USDC);
    await gateway.watchDeposits(100);
    await gateway.markCredited(first, 1);
    const real = await f.pay(sender, target, 50n * USDC);
    for (let n = 1n; n <= 15n; n += 1n) await f.pay(sender, target, n);
    forgetful = true;
    expect(await gateway.watchDeposits(100)).toEqual([]); // read the newest page, then stopped
    expect(await cursorAt(target)).toMatchObject({ last_signature: first, backfill_before: expect.any(String) });
    forgetful = false;
    expect((await gateway.watchDeposits(100)).map((d) => d.hash)).toEqual([real]);
  });

  it('asks for signatures a node that has seen what the balance showed, and asks again when it has not', async () => {
    let hidden: string | null = null;
    // Behind the node that answered getMultipleAccounts: it has not seen the block of `hidden` yet, and
    // says so when asked for a slot it has not reached (minContextSlot).
    const node = nodeWith(f.rpc, {
      getSignaturesForAddress: async (account, config) => {
        const answer = await f.rpc.getSignaturesForAddress(account, config).send();
        if (hidden === null) return answer;
        if (config?.minContextSlot !== undefined) {
          throw new SolanaError(SOLANA_ERROR__JSON_RPC__SERVER_ERROR_MIN_CONTEXT_SLOT_NOT_REACHED, {
            contextSlot: config.minContextSlot - 1n,
          });
        }
        return answer.filter((info) => info.signature !== hidden);
      },
    });
    const gateway = watching(node, {});
    const target = await gateway.newAddress();
    const sender = await f.wallet();
    const first = await f.pay(sender, target, 2n * USDC);
    await gateway.watchDeposits(100);
    await gateway.markCredited(first, 1);
    const early = await f.pay(sender, target, 5n * USDC);
    const late = await f.pay(sender, target, 7n * USDC);
    hidden = late;
    expect(await gateway.watchDeposits(100)).toEqual([]);
    hidden = null;
    expect((await gateway.watchDeposits(100)).map((d) => d.hash).sort()).toEqual([early, late].sort());
  });

  it('does not take a balance as seen that grew with no new transaction listed to show for it', async () => {
    let lagging = false;
    // A node behind the one that told the balance, which does not check minContextSlot either.
    const node = nodeWith(f.rpc, {
      getSignaturesForAddress: async (account, config) =>
        lagging ? [] : f.rpc.getSignaturesForAddress(account, config).send(),
    });
    const gateway = watching(node, {});
    const target = await gateway.newAddress();
    const sender = await f.wallet();
    const first = await f.pay(sender, target, 2n * USDC);
    await gateway.watchDeposits(100);
    await gateway.markCredited(first, 1);
    const real = await f.pay(sender, target, 50n * USDC);
    lagging = true;
    expect(await gateway.watchDeposits(100)).toEqual([]);
    lagging = false;
    expect((await gateway.watchDeposits(100)).map((d) => d.hash)).toEqual([real]);
    await gateway.markCredited(real, 1);
    // Nor where nothing was ever read: a new address's first deposit, its block not seen yet.
    const fresh = await gateway.newAddress();
    lagging = true;
    const firstThere = await f.pay(sender, fresh, 3n * USDC);
    expect(await gateway.watchDeposits(100)).toEqual([]);
    lagging = false;
    expect((await gateway.watchDeposits(100)).map((d) => d.hash)).toEqual([firstThere]);
  });

  it('sweeps credited USDC to the hot wallet, the hot wallet paying the fee, and never what is not credited', async () => {
    const gateway = f.gateway();
    const target = await gateway.newAddress();
    await f.fund(f.hotAddress, 1n * USDC);
    const hash = await f.pay(await f.wallet(), target, 10n * USDC);
    await gateway.watchDeposits(100);
    expect(await gateway.sweepsDue()).toEqual([]); // not credited yet: not the platform's to move
    await gateway.markCredited(hash, 7);
    expect(await gateway.sweepsDue()).toEqual([target]);
    await f.pay(await f.wallet(), target, 3n * USDC); // arrives after the credit, not credited yet
    const hotSol = f.lamportsOf(f.hotAddress);
    expect(await gateway.sweep(target)).toBe('pending');
    expect(await gateway.sweepsDue()).toEqual([]);
    expect(await gateway.sweep(target)).toBe('done');
    expect(await f.balance(f.hotAddress)).toBe(11n * USDC);
    expect(await f.balance(target)).toBe(3n * USDC);
    expect(f.lamportsOf(target)).toBe(0n); // the deposit address holds no SOL and paid nothing
    expect(hotSol - f.lamportsOf(f.hotAddress)).toBe(10_000n); // two signatures' fees
    // The rest is shown as waiting, and is swept once credited.
    expect(await gateway.pendingAt(target)).toBe(300);
    const [later] = await gateway.watchDeposits(100);
    await gateway.markCredited(later?.hash ?? '', 7);
    expect(await gateway.pendingAt(target)).toBe(0);
    expect(await gateway.sweep(target)).toBe('pending');
    expect(await gateway.sweep(target)).toBe('done');
    expect(await f.balance(f.hotAddress)).toBe(14n * USDC);
    expect(await f.balance(target)).toBe(0n);
    expect(await gateway.sweep(target)).toBe('done');
  });

  it('finds a deposit that brings a swept address back to the balance it had at the last look', async () => {
    const gateway = f.gateway();
    const target = await gateway.newAddress();
    const first = await f.pay(await f.wallet(), target, 10n * USDC);
    await gateway.watchDeposits(100); // the balance seen: 10 USDC
    await gateway.markCredited(first, 7);
    expect(await gateway.sweep(target)).toBe('pending');
    expect(await gateway.sweep(target)).toBe('done');
    // Back to 10 USDC before the next look: the same balance, another deposit.
    const second = await f.pay(await f.wallet(), target, 10n * USDC);
    expect((await gateway.watchDeposits(100)).map((d) => d.hash)).toEqual([second]);
  });

  it('releases the deposits of a sweep that can never land, and moves them with the next one', async () => {
    let clock = Date.now();
    const gateway = f.gateway({ now: () => clock });
    const target = await gateway.newAddress();
    const hash = await f.pay(await f.wallet(), target, 4n * USDC);
    await gateway.watchDeposits(100);
    await gateway.markCredited(hash, 7);
    f.chain.dropSends = true;
    expect(await gateway.sweep(target)).toBe('pending');
    f.chain.dropSends = false;
    f.chain.expireBlockhash();
    expect(await gateway.sweep(target)).toBe('pending'); // unknown past its blockhash: proof starts
    clock += 60_000;
    expect(await gateway.sweep(target)).toBe('pending'); // proven lost; a new sweep is signed and sent
    expect(await gateway.sweep(target)).toBe('done');
    expect(await f.balance(f.hotAddress)).toBe(4n * USDC);
    expect(await f.balance(target)).toBe(0n);
    const sweeps = await f.sql.all<{ status: string }>('SELECT status FROM solana_sweeps ORDER BY id');
    expect(sweeps.map((sweep) => sweep.status)).toEqual(['refused', 'confirmed']);
  });

  it('has nothing to sweep at an address it did not issue', async () => {
    const stranger = (await generateKeyPairSigner()).address;
    expect(await f.gateway().sweep(stranger)).toBe('done');
  });
});
