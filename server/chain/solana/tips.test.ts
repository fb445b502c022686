// @vitest-environment node
import { generateKeyPairSigner } from '@solana/kit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { engines, solanaFixture, USDC, type SolanaFixture } from './testing/solana-fixture';

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
    expect(await gateway.findTransferByReference(reference, creator)).toEqual({
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

  it('refuses arguments that are not addresses', async () => {
    await expect(f.gateway().findTransferByReference('tip-1', creator)).rejects.toThrow(
      'reference is not a Solana address',
    );
  });
});
