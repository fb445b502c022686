// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { generateKeyPairSigner } from '@solana/kit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WithdrawalAddressError, type WithdrawalOrder } from '../chain-gateway';
import { referenceKey } from './reference-key';
import { lamportsToCents, SIGNATURE_FEE_LAMPORTS } from './withdrawal-cost';
import { engines, solanaFixture, USDC, type SolanaFixture } from '../../testing/solana/solana-fixture';

let f: SolanaFixture;
let recipient: string;
/** What the member is charged to be paid at an address with no USDC account yet: its rent and the fee. */
let newAccountFee: number;

/** An order that pays the recipient `receiveCents`, its fee (the opening of its account) on top. */
const order = (receiveCents: number, extra: Partial<WithdrawalOrder> = {}): WithdrawalOrder => ({
  reference: randomUUID(),
  address: recipient,
  amountCents: receiveCents + newAccountFee,
  feeCents: newAccountFee,
  expiresAt: new Date(Date.now() + 60_000).toISOString(),
  ...extra,
});

/**
 * A node behind its peers while `lagging()`: past the blockhash by its height, yet it has not seen the
 * transfer's block, so it answers every signature unknown.
 */
const nodeLaggingWhile = (lagging: () => boolean) =>
  ({
    ...f.rpc,
    getSignatureStatuses: (...args: Parameters<typeof f.rpc.getSignatureStatuses>) =>
      lagging()
        ? { send: async () => ({ context: { slot: 0n }, value: [null] }) }
        : f.rpc.getSignatureStatuses(...args),
  }) as typeof f.rpc;

describe.each(engines)('Solana withdrawals (%s)', (engine) => {
  beforeEach(async () => {
    f = await solanaFixture(engine);
    await f.fund(f.hotAddress, 1_000n * USDC);
    recipient = (await generateKeyPairSigner()).address;
    newAccountFee = lamportsToCents(
      SIGNATURE_FEE_LAMPORTS + f.svm.minimumBalanceForRentExemption(165n),
      f.config.feeSolPriceCents,
    );
  });
  afterEach(() => f.close());

  it('pays USDC from the hot wallet once, to an account it creates, carrying the reference', async () => {
    const gateway = f.gateway();
    const withdrawal = order(1250);
    expect(await gateway.sendWithdrawal(withdrawal)).toEqual({ status: 'pending' });
    const confirmed = await gateway.sendWithdrawal(withdrawal);
    expect(confirmed.status).toBe('confirmed');
    expect(await gateway.sendWithdrawal(withdrawal)).toEqual(confirmed);
    expect(await f.balance(recipient)).toBe(12_500_000n);
    expect(await f.balance(f.hotAddress)).toBe(1_000n * USDC - 12_500_000n);
    const found = await f.rpc.getSignaturesForAddress(referenceKey(withdrawal.reference)).send();
    expect(found.map((s) => s.signature)).toEqual([confirmed.status === 'confirmed' ? confirmed.hash : '']);
  });

  it('after a crash before the send, a new instance sends the same signed transfer: paid once', async () => {
    const withdrawal = order(700);
    f.chain.dropSends = true; // signed and saved, then the process died before it reached the chain
    expect(await f.gateway().sendWithdrawal(withdrawal)).toEqual({ status: 'pending' });
    const saved = await f.sql.get<{ signature: string }>('SELECT signature FROM solana_withdrawals');
    f.chain.dropSends = false;
    f.chain.newBlockhash(); // a transfer signed now would be another one
    const restarted = f.gateway();
    expect(await restarted.sendWithdrawal(withdrawal)).toEqual({ status: 'pending' });
    expect(await restarted.sendWithdrawal(withdrawal)).toEqual({ status: 'confirmed', hash: saved?.signature });
    expect(await f.balance(recipient)).toBe(7_000_000n);
  });

  it('after a crash once the transfer landed, a new instance reports it without paying again', async () => {
    const withdrawal = order(700);
    await f.gateway().sendWithdrawal(withdrawal);
    f.chain.newBlockhash();
    const restarted = f.gateway();
    expect((await restarted.sendWithdrawal(withdrawal)).status).toBe('confirmed');
    expect((await restarted.sendWithdrawal(withdrawal)).status).toBe('confirmed');
    expect(await f.balance(recipient)).toBe(7_000_000n);
  });

  it('finds its earlier payment by the reference when its own record is gone, and pays nothing more', async () => {
    const withdrawal = order(300);
    const gateway = f.gateway();
    await gateway.sendWithdrawal(withdrawal);
    const paid = await gateway.sendWithdrawal(withdrawal);
    await f.sql.run('DELETE FROM solana_withdrawals'); // a database restored from before the payment
    f.chain.expireBlockhash(); // later: a new transfer would differ from the first (and pay again)
    expect(await f.gateway().sendWithdrawal(withdrawal)).toEqual(paid);
    expect(await f.balance(recipient)).toBe(3_000_000n);
  });

  it('when its record is gone while the payment is not finalized yet, waits rather than pay again', async () => {
    const withdrawal = order(300);
    f.chain.holdFinality = true;
    await f.gateway().sendWithdrawal(withdrawal); // lands at confirmed
    await f.sql.run('DELETE FROM solana_withdrawals');
    f.chain.newBlockhash();
    const restored = f.gateway();
    await expect(restored.sendWithdrawal(withdrawal)).rejects.toThrow('is not finalized yet');
    f.chain.finalizeAll();
    expect((await restored.sendWithdrawal(withdrawal)).status).toBe('confirmed');
    expect(await f.balance(recipient)).toBe(3_000_000n);
  });

  it('is not fooled by a stranger naming the reference in a transfer of their own', async () => {
    const withdrawal = order(300);
    // The recipient pays themselves a cent with the reference key: that is no payment from the hot wallet.
    const stranger = await f.wallet();
    await f.pay(stranger, recipient, 10_000n, { reference: referenceKey(withdrawal.reference) });
    const gateway = f.gateway();
    await gateway.sendWithdrawal(withdrawal);
    expect((await gateway.sendWithdrawal(withdrawal)).status).toBe('confirmed');
    expect(await f.balance(recipient)).toBe(3_000_000n + 10_000n);
  });

  it('refuses a dropped order only when a later look still finds it unknown past its blockhash', async () => {
    let clock = Date.now();
    const gateway = () => f.gateway({ now: () => clock });
    const withdrawal = order(900);
    f.chain.dropSends = true;
    expect(await gateway().sendWithdrawal(withdrawal)).toEqual({ status: 'pending' });
    f.chain.expireBlockhash();
    f.chain.dropSends = false;
    // One unknown answer past the blockhash proves nothing (the node may lag): still pending, on any instance.
    expect(await gateway().sendWithdrawal(withdrawal)).toEqual({ status: 'pending' });
    clock += 30_000;
    expect(await gateway().sendWithdrawal(withdrawal)).toEqual({ status: 'pending' });
    clock += 30_000; // a minute after the first unknown look, the full history still does not know it
    expect(await gateway().sendWithdrawal(withdrawal)).toEqual({ status: 'refused' });
    expect(await gateway().sendWithdrawal(withdrawal)).toEqual({ status: 'refused' });
    expect(await f.balance(recipient)).toBe(0n);
    expect(await f.balance(f.hotAddress)).toBe(1_000n * USDC);
  });

  it('never refuses a paid order because a lagging node does not know its signature yet', async () => {
    let clock = Date.now();
    let lagging = false;
    const laggingNode = nodeLaggingWhile(() => lagging);
    const gateway = f.gateway({ rpc: laggingNode, now: () => clock });
    const withdrawal = order(900);
    expect(await gateway.sendWithdrawal(withdrawal)).toEqual({ status: 'pending' }); // sent, and it landed
    f.chain.expireBlockhash();
    lagging = true;
    expect(await gateway.sendWithdrawal(withdrawal)).toEqual({ status: 'pending' });
    clock += 10_000;
    expect(await gateway.sendWithdrawal(withdrawal)).toEqual({ status: 'pending' });
    lagging = false; // the node catches up
    clock += 120_000;
    expect((await gateway.sendWithdrawal(withdrawal)).status).toBe('confirmed');
    expect(await f.balance(recipient)).toBe(9_000_000n);
  });

  it("never refuses a paid order because another instance's clock runs ahead: the proof's minute is the database's", async () => {
    let lagging = false;
    const laggingNode = nodeLaggingWhile(() => lagging);
    const withdrawal = order(900);
    expect(await f.gateway({ rpc: laggingNode }).sendWithdrawal(withdrawal)).toEqual({ status: 'pending' }); // landed
    f.chain.expireBlockhash();
    lagging = true;
    // Instance A looks first: unknown past the blockhash, so the proof's clock starts.
    expect(await f.gateway({ rpc: laggingNode }).sendWithdrawal(withdrawal)).toEqual({ status: 'pending' });
    // Instance B looks a moment later, its own clock two minutes ahead of A's.
    const ahead = Date.now() + 120_000;
    vi.spyOn(Date, 'now').mockReturnValue(ahead);
    try {
      expect(await f.gateway({ rpc: laggingNode }).sendWithdrawal(withdrawal)).toEqual({ status: 'pending' });
    } finally {
      vi.restoreAllMocks();
    }
    lagging = false;
    expect((await f.gateway({ rpc: laggingNode }).sendWithdrawal(withdrawal)).status).toBe('confirmed');
    expect(await f.balance(recipient)).toBe(9_000_000n);
  });

  it('never refuses while nodes disagree: an answer that knows the signature starts the proof over', async () => {
    let clock = Date.now();
    let look = 0;
    f.chain.holdFinality = true;
    // Behind a load balancer: every other answer comes from a node that has not seen the transfer.
    const disagreeing = {
      ...f.rpc,
      getSignatureStatuses: (...args: Parameters<typeof f.rpc.getSignatureStatuses>) =>
        (look += 1) % 2 === 1
          ? { send: async () => ({ context: { slot: 0n }, value: [null] }) }
          : f.rpc.getSignatureStatuses(...args),
    } as typeof f.rpc;
    const gateway = f.gateway({ rpc: disagreeing, now: () => clock });
    const withdrawal = order(400);
    await gateway.sendWithdrawal(withdrawal); // landed at confirmed, not finalized yet
    f.chain.expireBlockhash();
    for (let round = 0; round < 6; round += 1) {
      expect(await gateway.sendWithdrawal(withdrawal)).toEqual({ status: 'pending' });
      clock += 45_000;
    }
    f.chain.finalizeAll();
    look = 1; // the next answer comes from the node that knows it
    expect((await gateway.sendWithdrawal(withdrawal)).status).toBe('confirmed');
    expect(await f.balance(recipient)).toBe(4_000_000n);
  });

  it('completes an order that lands late, after a node wrongly reported its blockhash expired', async () => {
    let clock = Date.now();
    let ahead = false;
    // A node that reports a block height past the blockhash while the cluster is not there yet.
    const aheadNode = {
      ...f.rpc,
      getBlockHeight: (...args: Parameters<typeof f.rpc.getBlockHeight>) =>
        ahead ? { send: async () => f.chain.blockHeight + 1_000n } : f.rpc.getBlockHeight(...args),
    } as typeof f.rpc;
    const gateway = f.gateway({ rpc: aheadNode, now: () => clock });
    const withdrawal = order(650);
    f.chain.dropSends = true;
    expect(await gateway.sendWithdrawal(withdrawal)).toEqual({ status: 'pending' });
    f.chain.dropSends = false;
    ahead = true;
    expect(await gateway.sendWithdrawal(withdrawal)).toEqual({ status: 'pending' });
    ahead = false;
    clock += 120_000;
    // The honest node: still valid, so the same bytes are sent again, and they land.
    expect(await gateway.sendWithdrawal(withdrawal)).toEqual({ status: 'pending' });
    ahead = true; // even with the wrong node answering next, a landed transfer is found
    expect((await gateway.sendWithdrawal(withdrawal)).status).toBe('confirmed');
    expect(await f.balance(recipient)).toBe(6_500_000n);
  });

  it('refuses an order past its expiresAt that was never sent, without signing anything', async () => {
    const withdrawal = order(900, { expiresAt: new Date(Date.now() - 1).toISOString() });
    expect(await f.gateway().sendWithdrawal(withdrawal)).toEqual({ status: 'refused' });
    expect(await f.sql.get('SELECT signature FROM solana_withdrawals')).toEqual({ signature: null });
    expect(await f.balance(recipient)).toBe(0n);
  });

  it('refuses, unsent, a recipient that is a token account rather than a wallet', async () => {
    await f.fund(recipient, 1n * USDC);
    const tokenAccount = await f.ata(recipient);
    expect(await f.gateway().sendWithdrawal(order(500, { address: tokenAccount }))).toEqual({ status: 'refused' });
    expect(await f.balance(tokenAccount)).toBe(0n);
    expect(await f.balance(recipient)).toBe(1n * USDC);
  });

  it('refuses a reference it holds for another address or amount', async () => {
    const gateway = f.gateway();
    const withdrawal = order(500);
    await gateway.sendWithdrawal(withdrawal);
    await expect(gateway.sendWithdrawal({ ...withdrawal, amountCents: 50_000 })).rejects.toThrow('another order');
    const other = (await generateKeyPairSigner()).address;
    await expect(gateway.sendWithdrawal({ ...withdrawal, address: other })).rejects.toThrow('another order');
    // Also when only the chain remembers the reference (our record restored away).
    await gateway.sendWithdrawal(withdrawal);
    await f.sql.run('DELETE FROM solana_withdrawals');
    await expect(f.gateway().sendWithdrawal({ ...withdrawal, amountCents: 50_000 })).rejects.toThrow('another order');
    expect(await f.balance(recipient)).toBe(5_000_000n);
    expect(await f.balance(other)).toBe(0n);
  });

  it('stays pending until the transfer is finalized', async () => {
    const gateway = f.gateway();
    const withdrawal = order(100);
    f.chain.holdFinality = true;
    await gateway.sendWithdrawal(withdrawal);
    expect(await gateway.sendWithdrawal(withdrawal)).toEqual({ status: 'pending' });
    f.chain.finalizeAll();
    expect((await gateway.sendWithdrawal(withdrawal)).status).toBe('confirmed');
  });

  it('rejects (stays pending) while the hot wallet cannot pay, and is refused once its blockhash expires', async () => {
    let clock = Date.now();
    const gateway = f.gateway({ now: () => clock });
    const withdrawal = order(2_000_00); // $2,000, twice what the hot wallet holds
    await expect(gateway.sendWithdrawal(withdrawal)).rejects.toThrow('simulation failed');
    f.chain.expireBlockhash();
    expect(await gateway.sendWithdrawal(withdrawal)).toEqual({ status: 'pending' });
    clock += 60_000;
    expect(await gateway.sendWithdrawal(withdrawal)).toEqual({ status: 'refused' });
    expect(await f.balance(recipient)).toBe(0n);
  });

  it('refuses a transfer that landed but failed: nothing was paid', async () => {
    // A node that skips the preflight check: the hot wallet's shortfall is found only on chain.
    const noPreflight = {
      ...f.rpc,
      sendTransaction: (wire: string, config: object) =>
        f.rpc.sendTransaction(wire as never, { ...config, skipPreflight: true }),
    } as typeof f.rpc;
    const gateway = f.gateway({ rpc: noPreflight });
    const withdrawal = order(2_000_00);
    expect(await gateway.sendWithdrawal(withdrawal)).toEqual({ status: 'pending' });
    expect(await gateway.sendWithdrawal(withdrawal)).toEqual({ status: 'refused' });
    expect(await f.balance(recipient)).toBe(0n);
  });

  it('charges the rent of the recipient’s new USDC account and the network fee, at the configured SOL price', async () => {
    const gateway = f.gateway();
    const rent = f.svm.minimumBalanceForRentExemption(165n);
    // 0.00204428 SOL at $250 is 51.1 cents: rounded up, so the fee never falls short of the cost.
    expect(await gateway.withdrawalFee(recipient)).toBe(Math.ceil(Number((rent + 5_000n) * 25_000n) / 1e9));
    expect(await gateway.withdrawalFee(recipient)).toBe(newAccountFee);
    await f.fund(recipient, 1n * USDC); // its account is open: only the network fee is left, a cent
    expect(await gateway.withdrawalFee(recipient)).toBe(1);
    await expect(gateway.withdrawalFee(await f.ata(recipient))).rejects.toThrow(WithdrawalAddressError);
  });

  it('pays the amount less its fee, and spends no more SOL than the fee was charged for', async () => {
    const gateway = f.gateway();
    const solBefore = f.lamportsOf(f.hotAddress);
    const withdrawal = order(500);
    await gateway.sendWithdrawal(withdrawal);
    expect((await gateway.sendWithdrawal(withdrawal)).status).toBe('confirmed');
    expect(await f.balance(recipient)).toBe(5_000_000n);
    // The fee stays with the hot wallet as USDC; the SOL it paid (fee and rent) is worth no more than that.
    expect(await f.balance(f.hotAddress)).toBe(1_000n * USDC - 5_000_000n);
    const spent = solBefore - f.lamportsOf(f.hotAddress);
    expect(spent).toBe(5_000n + f.svm.minimumBalanceForRentExemption(165n));
    expect(lamportsToCents(spent, f.config.feeSolPriceCents)).toBeLessThanOrEqual(withdrawal.feeCents);
  });

  it('refuses, unsent, an order whose fee no longer covers its cost: the account it found open was closed since', async () => {
    const holder = await f.wallet(1n * USDC);
    recipient = holder.address;
    const gateway = f.gateway();
    expect(await gateway.withdrawalFee(recipient)).toBe(1); // quoted while its account is open
    const withdrawal = order(500, { amountCents: 501, feeCents: 1 });
    await f.closeAccount(holder); // then closed: paying now would open it again at the hot wallet's cost
    const solBefore = f.lamportsOf(f.hotAddress);
    expect(await gateway.sendWithdrawal(withdrawal)).toEqual({ status: 'refused' });
    expect(f.lamportsOf(f.hotAddress)).toBe(solBefore);
    expect(await f.balance(recipient)).toBe(0n);
  });

  it('reports the hot wallet balances operators watch', async () => {
    const balances = await f.gateway().hotWalletBalances();
    expect(balances).toEqual({ address: f.hotAddress, lamports: 10_000_000_000n, usdcUnits: 1_000n * USDC });
  });
});
