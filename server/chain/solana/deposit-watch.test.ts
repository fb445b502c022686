// @vitest-environment node
import { getTransferSolInstruction } from '@solana-program/system';
import { address, generateKeyPairSigner, lamports } from '@solana/kit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { countingRpc } from '../../testing/solana/counting-rpc';
import { engines, solanaFixture, USDC, type SolanaFixture } from '../../testing/solana/solana-fixture';

let f: SolanaFixture;

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
    const sender = await f.wallet();
    await f.pay(sender, target, 9_999n); // less than a cent
    await f.submit(sender, [
      getTransferSolInstruction({ source: sender, destination: address(target), amount: lamports(1_000_000n) }),
    ]);
    await f.pay(await f.wallet(100n * USDC, f.otherMint), target, 5n * USDC, { mint: f.otherMint });
    expect(await gateway.watchDeposits(100)).toEqual([]);
    // 25 deposits between two looks: twenty are read at the first, the rest at the next.
    for (let n = 0; n < 25; n += 1) await f.pay(sender, target, USDC + BigInt(n) * 10_000n);
    expect(await gateway.watchDeposits(100)).toHaveLength(20);
    expect(await gateway.watchDeposits(100)).toHaveLength(25);
    const { rpc, count } = countingRpc(f.rpc);
    await f.gateway({ rpc }).watchDeposits(100);
    expect(count('getSignaturesForAddress')).toBe(0); // caught up: its balance is the one last seen
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
