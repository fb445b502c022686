// @vitest-environment node
import { generateKeyPairSigner } from '@solana/kit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ReferenceRefusedError } from '../chain-gateway';
import { countingRpc } from '../../testing/solana/counting-rpc';
import { engines, solanaFixture, USDC, type SolanaFixture } from '../../testing/solana/solana-fixture';

let f: SolanaFixture;
let creator: string;
let reference: string;

describe.each(engines)('crypto tips found by their Solana Pay reference (%s)', (engine) => {
  beforeEach(async () => {
    f = await solanaFixture(engine);
    creator = await f.gateway().newAddress();
    reference = (await generateKeyPairSigner()).address; // a Solana Pay reference: a fresh public key
  });
  afterEach(() => f.close());

  it('finds the USDC transfer to the creator that carries the reference, once it is settled', async () => {
    const gateway = f.gateway();
    expect(await gateway.findTransferByReference(reference, creator)).toBeNull();
    f.chain.holdFinality = true;
    const signature = await f.pay(await f.wallet(), creator, 5n * USDC + 9_999n, { reference });
    expect(await gateway.findTransferByReference(reference, creator)).toBeNull();
    f.chain.finalizeAll();
    expect(await gateway.findTransferByReference(reference, creator)).toMatchObject({
      signature,
      amountCents: 500,
    });
  });

  it('ignores a transfer with the reference in another token, to someone else, or that failed', async () => {
    const gateway = f.gateway();
    const tipper = await f.wallet(2n * USDC);
    const found = () => gateway.findTransferByReference(reference, creator);
    await f.pay(await f.wallet(100n * USDC, f.otherMint), creator, 5n * USDC, { mint: f.otherMint, reference });
    expect(await found()).toBeNull();
    await f.pay(tipper, (await generateKeyPairSigner()).address, 1n * USDC, { reference });
    expect(await found()).toBeNull();
    await f.pay(tipper, creator, 5n * USDC, { reference, skipPreflight: true }); // more than it holds: fails
    expect(await found()).toBeNull();
    // A transfer to the creator without the reference is not this tip either.
    await f.pay(tipper, creator, 1n * USDC);
    expect(await gateway.findTransferByReference(reference, creator)).toBeNull();
  });

  it('passes over a transfer made before `notBefore`: an older one naming the reference is no tip', async () => {
    const gateway = f.gateway();
    f.chain.now = () => Date.now() - 10 * 60_000;
    await f.pay(await f.wallet(), creator, 2n * USDC, { reference });
    f.chain.now = () => Date.now();
    const notBefore = new Date(Date.now() - 60_000).toISOString();
    expect(await gateway.findTransferByReference(reference, creator, notBefore)).toBeNull();
    const signature = await f.pay(await f.wallet(), creator, 3n * USDC, { reference });
    expect(await gateway.findTransferByReference(reference, creator, notBefore)).toMatchObject({
      signature,
      amountCents: 300,
    });
    expect((await gateway.findTransferByReference(reference, creator))?.amountCents).toBe(200);
  });

  it('refuses arguments that are not addresses', async () => {
    await expect(f.gateway().findTransferByReference('tip-1', creator)).rejects.toThrow(
      'reference is not a Solana address',
    );
  });
});

/** The tests' RPC, counting calls; with `busy`, it lists 1,000 signatures for any address. */
function counting(f: SolanaFixture, busy: boolean) {
  const counted = countingRpc(f.rpc);
  counted.busy.on = busy;
  return counted;
}

describe.each(engines)('a crypto tip’s reference costs a handful of RPC calls (%s)', (engine) => {
  beforeEach(async () => {
    f = await solanaFixture(engine);
    creator = await f.gateway().newAddress();
    reference = (await generateKeyPairSigner()).address;
  });
  afterEach(() => f.close());

  it('reads no history of a busy account: a stub listing 1,000 signatures costs two calls', async () => {
    const { rpc, calls } = counting(f, true);
    expect(await f.gateway({ rpc }).findTransferByReference(reference, creator)).toBeNull();
    expect(calls).toEqual(['getAccountInfo', 'getSignaturesForAddress']);
  });

  it('reads at most three transactions however many a fresh reference has', async () => {
    const tipper = await f.wallet();
    for (let n = 0; n < 6; n += 1) await f.pay(tipper, (await generateKeyPairSigner()).address, USDC, { reference });
    await f.pay(tipper, creator, 2n * USDC, { reference }); // the seventh names the creator: past the three read
    const { rpc, calls } = counting(f, false);
    expect(await f.gateway({ rpc }).findTransferByReference(reference, creator)).toBeNull();
    expect(calls.length).toBeLessThanOrEqual(5);
    expect(calls.filter((call) => call === 'getTransaction')).toHaveLength(3);
  });

  it('refuses a reference that is a well-known or in-use account, before reading any history', async () => {
    const gateway = f.gateway();
    const inUse = await f.wallet(); // a wallet with SOL: an account that exists
    const refused = [
      f.config.usdcMint,
      'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
      '11111111111111111111111111111111',
      'So11111111111111111111111111111111111111112',
      creator,
      await f.ata(creator),
      f.hotAddress,
      inUse.address,
    ];
    for (const name of refused) {
      const { rpc, calls } = counting(f, true);
      await expect(f.gateway({ rpc }).findTransferByReference(name, creator), name).rejects.toThrow(
        ReferenceRefusedError,
      );
      expect(calls.filter((call) => call === 'getSignaturesForAddress')).toEqual([]);
      expect(calls.length).toBeLessThanOrEqual(1);
    }
    await expect(gateway.checkReference(reference, creator)).resolves.toBeUndefined();
  });
});
