// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeBase58 } from '../../src/core/contract/solana-address';
import { solanaTipPath } from '../../src/core/contract/solana-tip-path';
import { referenceMessages, solanaTipResponseSchema } from '../../src/core/contract/wallet';
import { standInGateway } from '../testing/stand-in-gateway';
import { startTestApi, type TestApi } from '../testing/test-api';

const newReference = () => encodeBase58(randomBytes(32));

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

/** Anonymous, like a reader on a blog: what the widget asks every few seconds. */
const status = (reference: string, creator: string) => t.call('GET', solanaTipPath(reference, creator));
const pay = (reference: string, address: string, amount: number) =>
  t.call('POST', '/v1/dev/transfer', { json: { reference, address, amount } });

describe('GET /v1/solana/tip/{reference}?creator=', () => {
  it('is pending until a transfer with the reference reaches the creator, then confirmed with what arrived', async () => {
    const { user } = await t.signUp('Tipped');
    const reference = newReference();
    const before = await status(reference, user.alias);
    expect(before).toMatchObject({ status: 200, body: { status: 'pending' } });
    expect(solanaTipResponseSchema.parse(before.body)).toEqual({ status: 'pending' });

    const paid = await pay(reference, user.input_solana_address, 5.25);
    expect(paid.status).toBe(201);
    const after = await status(reference, user.alias.toUpperCase());
    expect(after.status).toBe(200);
    expect(solanaTipResponseSchema.parse(after.body)).toEqual({
      status: 'confirmed',
      amount: 5.25,
      signature: paid.body.signature,
    });
    // Another reference to the same creator is another payment: still pending.
    expect((await status(newReference(), user.alias)).body).toEqual({ status: 'pending' });
  });

  it("never confirms a creator's tip with a transfer to someone else, even with the same reference", async () => {
    const creator = await t.signUp('Creator');
    const attacker = await t.signUp('Attacker');
    const reference = newReference();
    // The attacker pays themself with the reader's reference: nothing reached the creator.
    expect((await pay(reference, attacker.user.input_solana_address, 50)).status).toBe(201);
    expect((await status(reference, creator.user.alias)).body).toEqual({ status: 'pending' });
    expect((await status(reference, attacker.user.alias)).body).toMatchObject({ status: 'confirmed', amount: 50 });
  });

  it('reports the amount that arrived, not the one asked: a cent with the reference confirms a cent', async () => {
    const { user } = await t.signUp('Undertipped');
    const reference = newReference();
    const first = await pay(reference, user.input_solana_address, 0.01);
    // A later transfer with the same reference does not change the answer: the first one is the payment.
    await pay(reference, user.input_solana_address, 20);
    expect((await status(reference, user.alias)).body).toEqual({
      status: 'confirmed',
      amount: 0.01,
      signature: first.body.signature,
    });
  });

  it('refuses a reference that is not a base58 32-byte key, whatever it holds', async () => {
    const { user } = await t.signUp('Careful');
    const refused = [
      'abc',
      '0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl',
      encodeBase58(randomBytes(31)),
      encodeBase58(randomBytes(33)),
      `${newReference()}' OR '1'='1`,
      'x'.repeat(5000),
    ];
    for (const reference of refused) {
      expect(await status(reference, user.alias), reference.slice(0, 40)).toMatchObject({
        status: 400,
        body: { code: 'invalid_input' },
      });
    }
    expect(
      (await t.call('POST', '/v1/dev/transfer', { json: { reference: 'abc', address: 'x', amount: 1 } })).status,
    ).toBe(400);
  });

  it('is 404 for an unknown or closed creator, and 400 without one', async () => {
    const reference = newReference();
    expect(await status(reference, 'nobody_here')).toMatchObject({ status: 404, body: { code: 'not_found' } });
    expect(await status(reference, "a' OR 1=1 --")).toMatchObject({ status: 404, body: { code: 'not_found' } });
    expect(await t.call('GET', `/v1/solana/tip/${reference}`)).toMatchObject({
      status: 400,
      body: { code: 'invalid_input' },
    });
    const closing = await t.signUp('Leaving');
    await pay(reference, closing.user.input_solana_address, 3);
    const closed = await t.call('POST', '/v1/customer/close-account', {
      token: closing.token,
      json: { password: 'long-enough-1' },
    });
    expect(closed.status).toBe(200);
    expect(await status(reference, closing.user.alias)).toMatchObject({ status: 404, body: { code: 'not_found' } });
  });
});

describe('a reference that is no fresh key', () => {
  it('is 400 when it is a well-known account or the creator’s own address, and nothing is looked up', async () => {
    const { user } = await t.signUp('Known');
    for (const reference of [
      'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
      'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
      '11111111111111111111111111111111',
      user.input_solana_address,
    ]) {
      expect(await status(reference, user.alias), reference).toMatchObject({
        status: 400,
        body: { code: 'invalid_input', fields: { reference: referenceMessages.notFresh } },
      });
    }
  });
});

describe('outside development', () => {
  it('is 404 with a gateway that cannot find transfers, and so is the simulated transfer', async () => {
    const gateway = standInGateway();
    const production = await startTestApi({ environment: 'production', chainGateway: gateway });
    try {
      const { user } = await production.signUp('Prod');
      const reference = newReference();
      expect(
        await production.call('POST', '/v1/dev/transfer', {
          json: { reference, address: user.input_solana_address, amount: 5 },
        }),
      ).toMatchObject({ status: 404, body: { code: 'not_found' } });
      expect(await production.call('GET', solanaTipPath(reference, user.alias))).toMatchObject({
        status: 404,
        body: { code: 'not_found' },
      });
    } finally {
      await production.close();
    }
  });

  it('asks the gateway with the creator address, and answers its transfer', async () => {
    const asked: string[][] = [];
    const gateway = standInGateway({
      findTransferByReference: async (reference, owner) => {
        asked.push([reference, owner]);
        return { signature: 'sig', amountCents: 1234, at: null };
      },
    });
    const production = await startTestApi({ environment: 'production', chainGateway: gateway });
    try {
      const { user } = await production.signUp('Chain');
      const reference = newReference();
      expect((await production.call('GET', solanaTipPath(reference, user.alias))).body).toEqual({
        status: 'confirmed',
        amount: 12.34,
        signature: 'sig',
      });
      expect(asked).toEqual([[reference, user.input_solana_address]]);
    } finally {
      await production.close();
    }
  });
});

describe('rate limit', () => {
  it('answers 120 asks a minute per client IP, then 429', async () => {
    const limited = await startTestApi();
    try {
      const { user } = await limited.signUp('Popular');
      const reference = newReference();
      for (let i = 0; i < 120; i += 1) {
        const answer = await limited.call('GET', solanaTipPath(reference, user.alias));
        // A minute boundary halfway would let more through, never fewer.
        expect(answer.status).toBe(200);
      }
      const over = await limited.call('GET', solanaTipPath(reference, user.alias));
      expect(over).toMatchObject({ status: 429, body: { code: 'rate_limited' } });
    } finally {
      await limited.close();
    }
  });
});
