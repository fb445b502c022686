// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { tipMessages, tipNoteMessages } from '../../src/core/contract/money';
import { encodeBase58 } from '../../src/core/contract/solana-address';
import { solanaTipPath } from '../../src/core/contract/solana-tip-path';
import { earningListResponseSchema, referenceMessages, solanaTipResponseSchema } from '../../src/core/contract/wallet';
import { auditLedger } from '../ledger/ledger';
import { standInGateway } from '../testing/stand-in-gateway';
import { startTestApi, useTestApi, type TestApi } from '../testing/test-api';

const newReference = () => encodeBase58(randomBytes(32));

const t = useTestApi();

/** A new creator (a subscription price makes one), with their session and deposit address. */
async function creator(name: string, api: TestApi = t) {
  const { token, user } = await api.signUp(name);
  await api.call('PATCH', '/v1/customer/upload/profile', { token, json: { subscription_amount: 2 } });
  return { token, alias: user.alias as string, address: user.input_solana_address as string };
}
/** Anonymous, like a reader on a blog: the intent the crypto tab registers, and what it asks every few seconds. */
const intend = (json: Record<string, unknown>, api: TestApi = t) => api.call('POST', '/v1/solana/tip-intent', { json });
const status = (reference: string, alias: string, api: TestApi = t) => api.call('GET', solanaTipPath(reference, alias));
const pay = (reference: string, address: string, amount: number) =>
  t.call('POST', '/v1/dev/transfer', { json: { reference, address, amount } });
const earnings = async (token: string) =>
  earningListResponseSchema.parse((await t.call('GET', '/v1/customer/earnings', { token })).body);

describe('a crypto tip', () => {
  it('is registered with its note, pending until paid, then the creator’s USDC earning with the note', async () => {
    const tipped = await creator('Tipped');
    const reference = newReference();
    const made = await intend({ creator: tipped.alias, reference, amount: 5, message: 'For the tide tables' });
    expect(made).toMatchObject({
      status: 201,
      body: { intent: { reference, creator: tipped.alias.toLowerCase(), amount: 5, expires_at: expect.any(String) } },
    });
    expect(Date.parse(made.body.intent.expires_at) - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    const before = await status(reference, tipped.alias);
    expect(solanaTipResponseSchema.parse(before.body)).toEqual({ status: 'pending' });

    const paid = await pay(reference, tipped.address, 5.25);
    const after = await status(reference, tipped.alias.toUpperCase());
    expect(solanaTipResponseSchema.parse(after.body)).toEqual({
      status: 'confirmed',
      amount: 5.25,
      transaction: paid.body.signature,
      thank_you: '',
    });
    const { earnings: list, by_type: byType } = await earnings(tipped.token);
    expect(list).toEqual([
      expect.objectContaining({ type: 'tip', amount: 5.25, from: null, message: 'For the tide tables', coin: 'usdc' }),
    ]);
    expect(byType.tip).toBe(5.25);
    // The creator's own wallet has it, as a tip in, not as a recharge of their own.
    const { transactions } = (await t.call('GET', '/v1/customer/transactions', { token: tipped.token })).body;
    expect(transactions).toEqual([
      expect.objectContaining({ type: 'tip', direction: 'in', amount: 5.25, coin: 'usdc', hash: paid.body.signature }),
    ]);
    expect((await t.call('GET', '/v1/customer/me', { token: tipped.token })).body.user.points).toBe(5.25);
    expect((await t.call('GET', '/v1/solana/solana-balance', { token: tipped.token })).body.balance).toBe(0);
    // Pasted on the recharge page, its hash is the tip it is, and credits nothing more.
    const pasted = await t.call('GET', `/v1/customer/transaction/validate/${paid.body.signature}`, {
      token: tipped.token,
    });
    expect(pasted.body.message).toMatch(/crypto tip/);
    expect(pasted.body.transaction).toMatchObject({ type: 'tip' });
    expect((await earnings(tipped.token)).total).toBe(1);
    expect((await status(reference, tipped.alias)).body).toMatchObject({ status: 'confirmed', amount: 5.25 });
    expect(await auditLedger(t.api.context.sql)).toEqual({ balancesMatch: true, total: 0 });
  });

  it('reaches the creator once also when the reader closed the page: the API watches the intent', async () => {
    const tipped = await creator('Closed');
    const reference = newReference();
    expect((await intend({ creator: tipped.alias, reference, amount: 3 })).status).toBe(201);
    await pay(reference, tipped.address, 3); // and nobody asks again
    await expect
      .poll(async () => (await earnings(tipped.token)).earnings, { timeout: 15_000, interval: 250 })
      .toEqual([expect.objectContaining({ amount: 3, from: null, message: null, coin: 'usdc' })]);
    // A later transfer naming the same reference is another payment, not this tip again.
    await pay(reference, tipped.address, 3);
    expect((await status(reference, tipped.alias)).body).toMatchObject({ status: 'confirmed', amount: 3 });
    expect((await earnings(tipped.token)).total).toBe(1);
  }, 30_000);

  it('keeps the site its widget was on, as a tip from a balance does; in the app, none', async () => {
    const tipped = await creator('Sited');
    const fromBlog = newReference();
    // What a browser sends from a blog's page; the app's own pages call the API from its site.
    const blog = { Origin: 'https://blog.example', 'Sec-Fetch-Site': 'cross-site' };
    expect(
      (
        await t.call('POST', '/v1/solana/tip-intent', {
          json: { creator: tipped.alias, reference: fromBlog, amount: 2 },
          headers: blog,
        })
      ).status,
    ).toBe(201);
    const inApp = newReference();
    const app = { Origin: 'https://blog.example', 'Sec-Fetch-Site': 'same-site' };
    await t.call('POST', '/v1/solana/tip-intent', {
      json: { creator: tipped.alias, reference: inApp, amount: 3 },
      headers: app,
    });
    await pay(fromBlog, tipped.address, 2);
    await pay(inApp, tipped.address, 3);
    await status(fromBlog, tipped.alias);
    await status(inApp, tipped.alias);
    const { earnings: list } = await earnings(tipped.token);
    expect(list.map((earning) => [earning.amount, earning.site]).sort()).toEqual([
      [2, 'https://blog.example'],
      [3, null],
    ]);
  });

  it('is confirmed by nothing that went elsewhere, or that was paid before it was registered', async () => {
    const tipped = await creator('Careful');
    const attacker = await creator('Attacker');
    const reference = newReference();
    // An older transfer naming the reference, made before the reader registered it: not this tip.
    await pay(reference, tipped.address, 20);
    await t.api.context.sql.run(
      `UPDATE chain_transfers SET created_at = ? WHERE reference = ?`,
      new Date(Date.now() - 10 * 60_000).toISOString(),
      reference,
    );
    expect((await intend({ creator: tipped.alias, reference, amount: 20 })).status).toBe(201);
    // The attacker pays themself with the reader's reference: nothing reached the creator.
    await pay(reference, attacker.address, 50);
    expect((await status(reference, tipped.alias)).body).toEqual({ status: 'pending' });
    expect((await status(reference, attacker.alias)).status).toBe(404); // not their intent
    expect((await earnings(tipped.token)).total).toBe(0);
  });

  it('credits the amount that arrived, not the one asked: a cent with the reference is a cent', async () => {
    const tipped = await creator('Undertipped');
    const reference = newReference();
    await intend({ creator: tipped.alias, reference, amount: 20 });
    const first = await pay(reference, tipped.address, 0.01);
    await pay(reference, tipped.address, 20);
    expect((await status(reference, tipped.alias)).body).toEqual({
      status: 'confirmed',
      amount: 0.01,
      transaction: first.body.signature,
      thank_you: '',
    });
  });
});

describe('POST /v1/solana/tip-intent', () => {
  it('takes the tip rule’s amount and a note of at most 280 characters, for a creator', async () => {
    const tipped = await creator('Rules');
    const ask = (json: Record<string, unknown>) =>
      intend({ creator: tipped.alias, reference: newReference(), ...json });
    expect((await ask({ amount: 5.5 })).body.fields).toEqual({ amount: tipMessages.whole });
    expect((await ask({ amount: 0 })).body.fields).toEqual({ amount: tipMessages.min });
    expect((await ask({ amount: 10_001 })).body.fields).toEqual({ amount: tipMessages.max });
    expect((await ask({ amount: 5, message: 'x'.repeat(281) })).body.fields).toEqual({ message: tipNoteMessages.long });
    expect((await ask({ amount: 5, reference: 'abc' })).status).toBe(400);
    expect((await ask({ amount: 5, message: 'é'.repeat(280) })).status).toBe(201);
    const member = await t.signUp('NotACreator');
    expect(await intend({ creator: member.user.alias, reference: newReference(), amount: 5 })).toMatchObject({
      status: 404,
      body: { code: 'not_found' },
    });
    expect(await intend({ creator: 'nobody_here', reference: newReference(), amount: 5 })).toMatchObject({
      status: 404,
    });
  });

  it('names one tip per reference: the same again is the same intent, anything else 409', async () => {
    const tipped = await creator('Once');
    const reference = newReference();
    const first = await intend({ creator: tipped.alias, reference, amount: 5, message: 'hi' });
    const again = await intend({ creator: tipped.alias, reference, amount: 5, message: 'hi' });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await intend({ creator: tipped.alias, reference, amount: 6, message: 'hi' })).toMatchObject({
      status: 409,
      body: { code: 'conflict' },
    });
    const other = await creator('Other');
    expect((await intend({ creator: other.alias, reference, amount: 5, message: 'hi' })).status).toBe(409);
  });

  it('refuses a reference that is a well-known account or the creator’s own address', async () => {
    const tipped = await creator('Known');
    for (const reference of [
      'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
      'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
      '11111111111111111111111111111111',
      tipped.address,
    ]) {
      const expected = {
        status: 400,
        body: { code: 'invalid_input', fields: { reference: referenceMessages.notFresh } },
      };
      expect(await intend({ creator: tipped.alias, reference, amount: 5 }), reference).toMatchObject(expected);
      expect(await status(reference, tipped.alias), reference).toMatchObject(expected);
    }
  });
});

describe('GET /v1/solana/tip/{reference}?creator=', () => {
  it('refuses a reference that is not a base58 32-byte key, whatever it holds', async () => {
    const tipped = await creator('Strict');
    const refused = [
      'abc',
      '0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl',
      encodeBase58(randomBytes(31)),
      encodeBase58(randomBytes(33)),
      `${newReference()}' OR '1'='1`,
      'x'.repeat(5000),
    ];
    for (const reference of refused) {
      expect(await status(reference, tipped.alias), reference.slice(0, 40)).toMatchObject({
        status: 400,
        body: { code: 'invalid_input' },
      });
    }
    expect(
      (await t.call('POST', '/v1/dev/transfer', { json: { reference: 'abc', address: 'x', amount: 1 } })).status,
    ).toBe(400);
  });

  it('is 404 for a reference never registered, an unknown or closed creator, and 400 without one', async () => {
    const reference = newReference();
    const closing = await creator('Leaving');
    expect(await status(reference, closing.alias)).toMatchObject({ status: 404, body: { code: 'not_found' } });
    await intend({ creator: closing.alias, reference, amount: 3 });
    expect(await status(reference, 'nobody_here')).toMatchObject({ status: 404, body: { code: 'not_found' } });
    expect(await status(reference, "a' OR 1=1 --")).toMatchObject({ status: 404, body: { code: 'not_found' } });
    expect(await t.call('GET', `/v1/solana/tip/${reference}`)).toMatchObject({
      status: 400,
      body: { code: 'invalid_input' },
    });
    await pay(reference, closing.address, 3);
    const closed = await t.call('POST', '/v1/customer/close-account', {
      token: closing.token,
      json: { password: 'long-enough-1' },
    });
    expect(closed.status).toBe(200);
    expect(await status(reference, closing.alias)).toMatchObject({ status: 404, body: { code: 'not_found' } });
  });
});

describe('outside development', () => {
  it('is 404 with a gateway that cannot find transfers, and so is the simulated transfer', async () => {
    const production = await startTestApi({ environment: 'production', chainGateway: standInGateway() });
    try {
      const tipped = await creator('Prod', production);
      const reference = newReference();
      expect(
        await production.call('POST', '/v1/dev/transfer', { json: { reference, address: tipped.address, amount: 5 } }),
      ).toMatchObject({ status: 404, body: { code: 'not_found' } });
      expect(await intend({ creator: tipped.alias, reference, amount: 5 }, production)).toMatchObject({
        status: 404,
        body: { code: 'not_found' },
      });
      expect(await status(reference, tipped.alias, production)).toMatchObject({
        status: 404,
        body: { code: 'not_found' },
      });
    } finally {
      await production.close();
    }
  });
});

describe('rate limits', () => {
  it('answers 120 status asks and 30 intents a minute per client IP, then 429', async () => {
    const limited = await startTestApi();
    try {
      const tipped = await creator('Popular', limited);
      const reference = newReference();
      await intend({ creator: tipped.alias, reference, amount: 2 }, limited);
      for (let i = 0; i < 120; i += 1) {
        // A minute boundary halfway would let more through, never fewer.
        expect((await status(reference, tipped.alias, limited)).status).toBe(200);
      }
      expect(await status(reference, tipped.alias, limited)).toMatchObject({
        status: 429,
        body: { code: 'rate_limited' },
      });
      for (let i = 1; i < 30; i += 1) {
        expect((await intend({ creator: tipped.alias, reference: newReference(), amount: 2 }, limited)).status).toBe(
          201,
        );
      }
      expect(await intend({ creator: tipped.alias, reference: newReference(), amount: 2 }, limited)).toMatchObject({
        status: 429,
      });
    } finally {
      await limited.close();
    }
  }, 60_000);
});
