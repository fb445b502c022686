// @vitest-environment node
import { getTransferSolInstruction } from '@solana-program/system';
import { address, generateKeyPairSigner, lamports } from '@solana/kit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDepositAddresses } from './deposit-addresses';
import { DepositRefusedError } from '../chain-gateway';
import type { SolanaRpc } from './rpc';
import { engines, solanaFixture, USDC, type SolanaFixture } from '../../testing/solana/solana-fixture';

let f: SolanaFixture;

/** An RPC node that reports every transaction as failed, however it really went. */
const reportingFailure = (rpc: SolanaRpc): SolanaRpc =>
  ({
    ...rpc,
    getTransaction: (...args: Parameters<SolanaRpc['getTransaction']>) => ({
      send: async () => {
        const tx = await rpc.getTransaction(...args).send();
        return tx && { ...tx, meta: tx.meta && { ...tx.meta, err: { InstructionError: [1, 'Custom'] } } };
      },
    }),
  }) as unknown as SolanaRpc;

describe.each(engines)('Solana deposits (%s)', (engine) => {
  beforeEach(async () => {
    f = await solanaFixture(engine);
  });
  afterEach(() => f.close());

  it('credits the USDC a transaction paid to an address we issued, in whole cents, dust rounded down', async () => {
    const gateway = f.gateway();
    const address = await gateway.newAddress();
    const hash = await f.pay(await f.wallet(), address, 12n * USDC + 345_678n); // 12.345678 USDC
    expect(await gateway.findDeposit(hash)).toMatchObject({ hash, address, amountCents: 1234, creditedTo: null });
    expect(await gateway.pendingAt(address)).toBe(1234);
  });

  it('shows who a deposit was credited to when it is validated again, on any instance', async () => {
    const gateway = f.gateway();
    const address = await gateway.newAddress();
    const hash = await f.pay(await f.wallet(), address, 5n * USDC);
    expect((await gateway.findDeposit(hash))?.creditedTo).toBeNull();
    await gateway.markCredited(hash, 42);
    expect(await gateway.findDeposit(hash)).toMatchObject({ amountCents: 500, creditedTo: 42 });
    expect(await f.gateway().findDeposit(hash)).toMatchObject({ amountCents: 500, creditedTo: 42 });
    // A second mark (a retried request) never moves the credit to someone else.
    await gateway.markCredited(hash, 7);
    expect((await gateway.findDeposit(hash))?.creditedTo).toBe(42);
    expect(await gateway.pendingAt(address)).toBe(0);
  });

  it('refuses a token other than USDC, however many units arrived', async () => {
    const gateway = f.gateway();
    const address = await gateway.newAddress();
    const hash = await f.pay(await f.wallet(100n * USDC, f.otherMint), address, 50n * USDC, { mint: f.otherMint });
    await expect(gateway.findDeposit(hash)).rejects.toThrow(DepositRefusedError);
    await expect(gateway.findDeposit(hash)).rejects.toThrow(`only USDC (mint ${f.config.usdcMint})`);
    expect(await gateway.pendingAt(address)).toBe(0);
  });

  it('refuses less than one cent, and credits nothing for a transfer of zero', async () => {
    const gateway = f.gateway();
    const address = await gateway.newAddress();
    const payer = await f.wallet();
    await expect(gateway.findDeposit(await f.pay(payer, address, 9_999n))).rejects.toThrow('less than one cent');
    expect(await gateway.findDeposit(await f.pay(payer, address, 0n))).toBeNull();
  });

  it('credits nothing for USDC sent to an address we did not issue, or to the hot wallet', async () => {
    const gateway = f.gateway();
    await gateway.newAddress();
    const stranger = (await generateKeyPairSigner()).address;
    const payer = await f.wallet();
    expect(await gateway.findDeposit(await f.pay(payer, stranger, 5n * USDC))).toBeNull();
    expect(await gateway.findDeposit(await f.pay(payer, f.hotAddress, 5n * USDC))).toBeNull();
  });

  it('refuses one transaction paying two deposit addresses, which neither member could claim alone', async () => {
    const gateway = f.gateway();
    const [first, second] = [await gateway.newAddress(), await gateway.newAddress()];
    const payer = await f.wallet();
    await f.pay(payer, second, 1n * USDC); // creates the second account, so one transaction can pay both
    const both = await f.submit(payer, [
      ...(await f.transferInstructions(payer, first, 2n * USDC)),
      ...(await f.transferInstructions(payer, second, 2n * USDC)),
    ]);
    await expect(gateway.findDeposit(both)).rejects.toThrow('several deposit addresses');
  });

  it('credits nothing for a transaction that failed on chain', async () => {
    const gateway = f.gateway();
    const address = await gateway.newAddress();
    // More than the payer holds: the transfer fails, yet lands (sent without preflight) with its fee paid.
    const hash = await f.pay(await f.wallet(1n * USDC), address, 5n * USDC, { skipPreflight: true });
    expect(f.chain.landed(hash)).toBe(true);
    expect(await gateway.findDeposit(hash)).toBeNull();
  });

  it('credits nothing when the node reports the transaction failed, whatever balances it shows', async () => {
    const address = await f.gateway().newAddress();
    const hash = await f.pay(await f.wallet(), address, 5n * USDC);
    expect(await f.gateway({ rpc: reportingFailure(f.rpc) }).findDeposit(hash)).toBeNull();
  });

  it('credits nothing until the transaction is finalized, nor for an unknown hash', async () => {
    const gateway = f.gateway();
    const address = await gateway.newAddress();
    f.chain.holdFinality = true;
    const hash = await f.pay(await f.wallet(), address, 5n * USDC);
    expect(await gateway.findDeposit(hash)).toBeNull();
    f.chain.finalizeAll();
    expect((await gateway.findDeposit(hash))?.amountCents).toBe(500);
    expect(await gateway.findDeposit('1111111111111111111111111111111111111111111111111111111111111111')).toBeNull();
    expect(await gateway.findDeposit('not-a-signature')).toBeNull();
  });

  it('refuses SOL sent to a deposit address: only USDC is credited', async () => {
    const gateway = f.gateway();
    const address = await gateway.newAddress();
    const payer = await f.wallet();
    const hash = await f.submit(payer, [
      getTransferSolInstruction({ source: payer, destination: address as never, amount: lamports(100_000_000n) }),
    ]);
    await expect(gateway.findDeposit(hash)).rejects.toThrow('only USDC is credited');
  });

  it('gives each member a fresh address whose USDC the platform can move with the re-derived key', async () => {
    const addresses = createDepositAddresses(f.sql, f.config.depositMasterSecret);
    const first = await addresses.newAddress();
    expect(await addresses.newAddress()).not.toBe(first);
    await f.pay(await f.wallet(), first, 3n * USDC);
    const signer = await addresses.signerFor(first);
    expect(signer?.address).toBe(first);
    f.svm.airdrop(address(first), lamports(10_000_000n));
    if (!signer) throw new Error('no signer');
    await f.pay(signer, f.hotAddress, 3n * USDC);
    expect(await f.balance(first)).toBe(0n);
    // The database alone derives nothing: another master secret gives another key, and says so.
    const elsewhere = createDepositAddresses(f.sql, new Uint8Array(32).fill(1));
    await expect(elsewhere.signerFor(first)).rejects.toThrow('not derived from this master secret');
    expect(await addresses.signerFor((await generateKeyPairSigner()).address)).toBeNull();
  });
});
