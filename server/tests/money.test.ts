// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { tipNoteMessages } from '../../src/core/contract/money';
import { requestHashOf } from '../ledger/idempotency';
import { auditLedger } from '../ledger/ledger';
import { embedTokenFor } from '../testing/embed-token';
import { useTestApi } from '../testing/test-api';
import { heldTransaction, lockWaiters } from '../testing/test-sql';

const t = useTestApi();
let aliceId: number;
let bobId: number;
beforeAll(async () => {
  aliceId = (await t.call('GET', '/v1/customer/creator/alice')).body.user.id;
  bobId = (await t.call('GET', '/v1/customer/creator/bob')).body.user.id;
});

/** A new member with `dollars` in the wallet, funded through the chain like a real member. */
async function fundedMember(name: string, dollars: number): Promise<{ token: string; id: number }> {
  const { token, user } = await t.signUp(name);
  if (dollars > 0) await t.deposit(token, dollars);
  return { token, id: user.id };
}

/** The posts a member is shown, and Alice's paid one among them. */
async function alicesPaidPost(token: string) {
  const posts = (await t.call('GET', '/v1/cuppa/post/list?per_page=50', { token })).body.posts;
  const paid = posts.find(
    (post: { visibility: string; creator: { alias: string } }) =>
      post.visibility === 'paid' && post.creator.alias === 'alice',
  );
  return { posts, paid };
}

const tip = (token: string, amount: number, key?: string, creatorId = aliceId) =>
  t.call('POST', '/v1/customer/subscriber/coffee', {
    token,
    json: { creator_id: creatorId, tip: amount, coin: 'solana' },
    headers: key ? { 'Idempotency-Key': key } : {},
  });

describe('money', () => {
  it('tips a creator: the balance drops, the creator earns, both sides see a transaction', async () => {
    const payer = await fundedMember('Tipper', 20);
    const result = await tip(payer.token, 3, 'tip-1');
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({
      points: 17,
      transaction: { type: 'tip', direction: 'out', amount: 3, status: 'completed', counterparty: { alias: 'alice' } },
    });
    const alice = await t.signIn('alice@cuppa.test');
    const earnings = (await t.call('GET', '/v1/customer/earnings', { token: alice })).body;
    expect(earnings.earnings[0]).toMatchObject({ type: 'tip', amount: 3, from: { id: payer.id } });
    expect(earnings.sum).toBeGreaterThanOrEqual(3);
    const { transactions } = (await t.call('GET', '/v1/customer/transactions', { token: alice })).body;
    expect(transactions[0]).toMatchObject({
      type: 'tip',
      direction: 'in',
      amount: 3,
      status: 'completed',
      counterparty: { id: payer.id },
      created_at: result.body.transaction.created_at,
    });
  });

  it('enforces the tip rule, the coin, and refuses tipping yourself or a non-creator', async () => {
    const payer = await fundedMember('Rules', 10);
    expect((await tip(payer.token, 0)).body.error).toContain('The minimum tip amount is $1');
    expect((await tip(payer.token, 2.5)).body.error).toContain('Only whole dollar amounts are accepted, no cents.');
    const alice = await t.signIn('alice@cuppa.test');
    expect((await tip(alice, 1)).status).toBe(400);
    expect((await tip(payer.token, 1, undefined, payer.id)).status).toBe(404);
    expect(
      (
        await t.call('POST', '/v1/customer/subscriber/coffee', {
          token: payer.token,
          json: { creator_id: aliceId, tip: 1, coin: 'btc' },
        })
      ).status,
    ).toBe(400);
    expect((await tip(payer.token, 11)).body.code).toBe('insufficient_balance');
    expect((await tip(payer.token, 11)).status).toBe(402);
  });

  it('keeps a tip’s message for the creator, and refuses one over 280 characters with the contract’s words', async () => {
    const payer = await fundedMember('Writer', 20);
    const coffee = (json: Record<string, unknown>, key: string) =>
      t.call('POST', '/v1/customer/subscriber/coffee', {
        token: payer.token,
        json: { creator_id: aliceId, tip: 2, coin: 'solana', ...json },
        headers: { 'Idempotency-Key': key },
      });
    // 280 characters as a reader counts them: each emoji is two UTF-16 units, still one character.
    const longest = `${'☕'.repeat(10)}${'🍩'.repeat(10)}${'a'.repeat(260)}`;
    expect((await coffee({ message: longest }, 'note-longest')).status).toBe(201);
    const refused = await coffee({ message: `${longest}b` }, 'note-too-long');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'invalid_input',
      fields: { message: tipNoteMessages.long },
    });
    expect(refused.body.error).toContain(tipNoteMessages.long);
    expect((await coffee({ message: '  Thanks for the post on tides  ' }, 'note-short')).status).toBe(201);
    expect((await coffee({ message: '   ' }, 'note-blank')).status).toBe(201);
    // Idempotency unchanged: the same key with another message is another body.
    expect((await coffee({ message: 'Another note' }, 'note-short')).status).toBe(422);

    const alice = await t.signIn('alice@cuppa.test');
    const mine = (await t.call('GET', '/v1/customer/earnings', { token: alice })).body.earnings.filter(
      (earning: { from: { id: number } }) => earning.from.id === payer.id,
    );
    expect(mine.map((earning: { message: string | null }) => earning.message)).toEqual([
      null,
      'Thanks for the post on tides',
      longest,
    ]);
    // Only the money that moved: the refused and the replayed calls paid nothing.
    expect((await t.call('GET', '/v1/customer/me', { token: payer.token })).body.user.points).toBe(14);
  });

  it('replays an idempotent retry, moves money once, and refuses the key with another body', async () => {
    const payer = await fundedMember('Retry', 10);
    const first = await tip(payer.token, 2, 'same-key');
    const again = await tip(payer.token, 2, 'same-key');
    expect(again).toMatchObject({ status: first.status, body: first.body });
    expect((await t.call('GET', '/v1/customer/me', { token: payer.token })).body.user.points).toBe(8);
    const mismatch = await tip(payer.token, 3, 'same-key');
    expect(mismatch).toMatchObject({ status: 422, body: { code: 'idempotency_mismatch' } });
    // Another member may use the same key: keys belong to their user.
    const other = await fundedMember('OtherKey', 5);
    expect((await tip(other.token, 2, 'same-key')).status).toBe(201);
  });

  it('replays a refusal for its key: a recharge does not turn the same key into a payment', async () => {
    const payer = await fundedMember('Refused', 5);
    const refused = await tip(payer.token, 8, 'refused-key');
    expect(refused).toMatchObject({ status: 402, body: { code: 'insufficient_balance' } });
    await t.deposit(payer.token, 10);
    const again = await tip(payer.token, 8, 'refused-key');
    expect(again).toMatchObject({ status: 402, body: refused.body });
    expect((await t.call('GET', '/v1/customer/me', { token: payer.token })).body.user.points).toBe(15);
    // A new attempt takes a new key; the refused key still guards its body.
    expect((await tip(payer.token, 8, 'refused-key-2')).status).toBe(201);
    expect((await tip(payer.token, 9, 'refused-key')).status).toBe(422);
    // A request that never ran stores nothing: its key stays free.
    expect((await tip(payer.token, 0.5, 'invalid-key')).status).toBe(400);
    expect((await tip(payer.token, 1, 'invalid-key')).status).toBe(201);
  });

  it('moves money once for concurrent retries with one key', async () => {
    const payer = await fundedMember('Concurrent', 10);
    const results = await Promise.all(Array.from({ length: 10 }, () => tip(payer.token, 4, 'burst-key')));
    expect(results.every((result) => result.status === 201 || result.body.code === 'idempotency_in_progress')).toBe(
      true,
    );
    expect(new Set(results.filter((r) => r.status === 201).map((r) => r.body.transaction.id)).size).toBe(1);
    expect((await t.call('GET', '/v1/customer/me', { token: payer.token })).body.user.points).toBe(6);
  });

  // PostgreSQL alone: on SQLite a transaction holds the whole database, so the two never overlap.
  it.runIf(process.env.CUPPA_TEST_ENGINE === 'postgres')(
    'refuses the key with another body while its first call runs, for a member without a wallet to queue on',
    async () => {
      const { token, user } = await t.signUp('Walletless');
      // A second session of the member: an instance runs one caller's calls a round at a time
      // (group-commit.ts), so two at once in the database come from two tokens, or two instances.
      const other = await t.signIn(user.email, 'long-enough-1');
      const sql = t.api.context.sql;
      const waiting = () => lockWaiters(sql);
      // Writes to the keys wait; reads do not. Both calls are held at their first write of the key's row.
      const { release } = await heldTransaction(sql, (tx) =>
        tx.run('LOCK TABLE idempotency IN SHARE ROW EXCLUSIVE MODE'),
      );
      try {
        const first = tip(token, 2, 'walletless-key');
        await expect.poll(waiting, { timeout: 3000, interval: 10 }).toBe(1);
        const second = tip(other, 3, 'walletless-key');
        await expect.poll(waiting, { timeout: 3000, interval: 10 }).toBe(2);
        await release();
        // Whichever writes the key's row first keeps its refusal; the other is told the key holds another body.
        const answers = await Promise.all([first, second]);
        expect(answers.map((answer) => answer.body.code).sort()).toEqual([
          'idempotency_mismatch',
          'insufficient_balance',
        ]);
        const kept = answers[0]?.body.code === 'insufficient_balance' ? 2 : 3;
        const refusal = answers.find((answer) => answer.status === 402)?.body;
        expect(await tip(token, kept, 'walletless-key')).toMatchObject({ status: 402, body: refusal });
      } finally {
        await release();
      }
    },
  );

  it('keeps 50 parallel tips that exceed the balance to what a serial run would do', async () => {
    const payer = await fundedMember('Parallel', 37);
    const before = (await t.call('GET', '/v1/customer/earnings', { token: await t.signIn('bob@cuppa.test') })).body.sum;
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => tip(payer.token, 2, `parallel-${i}`, bobId)),
    );
    const ok = results.filter((result) => result.status === 201).length;
    expect(ok).toBe(18); // a serial run: 18 tips of $2 fit in $37
    expect(results.filter((result) => result.status === 402)).toHaveLength(32);
    const points = (await t.call('GET', '/v1/customer/me', { token: payer.token })).body.user.points;
    expect(points).toBe(1);
    const after = (await t.call('GET', '/v1/customer/earnings', { token: await t.signIn('bob@cuppa.test') })).body.sum;
    expect(after - before).toBe(36);
    expect(await auditLedger(t.api.context.sql)).toEqual({ balancesMatch: true, total: 0 });
  });

  // The attacker sends many requests at once, each with its own key, so no idempotency row holds them:
  // on PostgreSQL each would check the rule before the others had written, unless the member's
  // wallet is held for the whole call (ledger.ts, lockWallet).
  it('keeps a connected site to its daily cap when it spends many times at once', async () => {
    const payer = await fundedMember('CapRacer', 50);
    const token = await embedTokenFor(t, payer.id, 'https://racing-blog.example', 500);
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => tip(token, 1, `cap-race-${i}`)));
    expect(results.filter((result) => result.status === 201)).toHaveLength(5);
    expect(results.filter((result) => result.body.code === 'daily_limit')).toHaveLength(7);
    expect((await t.call('GET', '/v1/customer/me', { token: payer.token })).body.user.points).toBe(45);
  });

  it('subscribes once when asked to subscribe many times at once', async () => {
    const payer = await fundedMember('SubRacer', 40);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        t.call('POST', '/v1/customer/subscriber/subscribe', {
          token: payer.token,
          json: { creator_id: aliceId, coin: 'solana' },
          headers: { 'Idempotency-Key': `sub-race-${i}` },
        }),
      ),
    );
    expect(results.filter((result) => result.status === 201)).toHaveLength(1);
    expect(results.filter((result) => result.body.code === 'already_subscribed')).toHaveLength(5);
    expect((await t.call('GET', '/v1/customer/me', { token: payer.token })).body.user.points).toBe(35);
  });

  // Another call of the member stuck mid-way (an instance hung with the wallet held): these wait
  // PostgreSQL's lock timeout (5 s) once, together, then say so, with nothing moved and nothing kept for
  // their keys. They are not each sent again to wait another 5 s.
  it.runIf(process.env.CUPPA_TEST_ENGINE === 'postgres')(
    'answers 409 idempotency_in_progress when the member’s wallet stays held past the lock timeout',
    async () => {
      const payer = await fundedMember('HeldWallet', 10);
      const { sql } = t.api.context;
      const started = Date.now();
      const waited = await sql.transaction(async (tx) => {
        await tx.get(`SELECT id FROM accounts WHERE kind = 'wallet' AND user_id = ?${tx.forUpdate}`, payer.id);
        return Promise.all([tip(payer.token, 2, 'held-wallet'), tip(payer.token, 1, 'held-wallet-2')]);
      });
      for (const answer of waited) {
        expect(answer).toMatchObject({ status: 409, body: { code: 'idempotency_in_progress' } });
      }
      expect(Date.now() - started).toBeLessThan(9000);
      expect(await tip(payer.token, 2, 'held-wallet')).toMatchObject({ status: 201, body: { points: 8 } });
    },
    20_000,
  );

  // A site's connection revoked while its call waits on the member's wallet, after the call read its
  // caller: PostgreSQL's call reads the connection again before it pays, and says the connection ended.
  // Nothing moved, so nothing is kept for the key: the same call sent again once the site is connected
  // again runs, rather than being told for a day that the connection ended.
  it.runIf(process.env.CUPPA_TEST_ENGINE === 'postgres')(
    'keeps nothing for its key when the site’s connection ends while the call waits on the wallet',
    async () => {
      const payer = await fundedMember('RevokedMidway', 10);
      const token = await embedTokenFor(t, payer.id, 'https://revoked-midway.example', 500);
      const { sql } = t.api.context;
      const held = await sql.transaction(async (tx) => {
        await tx.get(`SELECT id FROM accounts WHERE kind = 'wallet' AND user_id = ?${tx.forUpdate}`, payer.id);
        const waiting = tip(token, 2, 'revoked-midway');
        await expect.poll(() => lockWaiters(sql), { timeout: 3000, interval: 20 }).toBeGreaterThan(0);
        await sql.run('UPDATE embeds SET revoked_at = ? WHERE user_id = ?', new Date().toISOString(), payer.id);
        return { waiting };
      });
      expect(await held.waiting).toMatchObject({ status: 401, body: { code: 'unauthenticated' } });
      expect(await sql.get(`SELECT 1 AS kept FROM idempotency WHERE key = 'revoked-midway'`)).toBeUndefined();
      expect((await t.call('GET', '/v1/customer/me', { token: payer.token })).body.user.points).toBe(10);
    },
    20_000,
  );

  it('reads its caller inside the call: a session that ended pays nothing and keeps nothing for its key', async () => {
    const { token, user } = await t.signUp('SignedOut');
    await t.deposit(token, 10);
    const other = await t.signIn(user.email, 'long-enough-1');
    expect((await t.call('POST', '/v1/auth/sign-out', { token })).status).toBe(200);
    expect(await tip(token, 2, 'after-sign-out')).toMatchObject({
      status: 401,
      body: { code: 'unauthenticated', error: 'Your session has ended: sign in again' },
    });
    expect(await tip(other, 2, 'after-sign-out')).toMatchObject({ status: 201, body: { points: 8 } });
    expect((await tip('', 2)).body).toMatchObject({ code: 'unauthenticated', error: 'Sign in to continue' });
  });

  it('refuses a connected site’s token an unlock, which only the member’s own session may buy', async () => {
    const payer = await fundedMember('SiteUnlock', 10);
    const token = await embedTokenFor(t, payer.id, 'https://unlock-scope.example');
    const posts = (await t.call('GET', '/v1/cuppa/post/list?per_page=50', { token: payer.token })).body.posts;
    const paid = posts.find((post: { visibility: string }) => post.visibility === 'paid');
    const bought = await t.call('POST', '/v1/customer/subscriber/post', {
      token,
      json: { post_id: paid.id, coin: 'solana' },
      headers: { 'Idempotency-Key': 'site-unlock' },
    });
    expect(bought).toMatchObject({ status: 403, body: { code: 'embed_scope' } });
    expect((await t.call('GET', '/v1/customer/me', { token: payer.token })).body.user.points).toBe(10);
  });

  it('subscribes for 30 days once, and refuses a second subscription while active', async () => {
    const payer = await fundedMember('Subscriber', 12);
    const result = await t.call('POST', '/v1/customer/subscriber/subscribe', {
      token: payer.token,
      json: { creator_id: aliceId, coin: 'solana' },
    });
    expect(result.status).toBe(201);
    expect(result.body.points).toBe(7);
    const days = (Date.parse(result.body.subscription.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const again = await t.call('POST', '/v1/customer/subscriber/subscribe', {
      token: payer.token,
      json: { creator_id: aliceId, coin: 'solana' },
    });
    expect(again).toMatchObject({ status: 409, body: { code: 'already_subscribed' } });
    const list = (await t.call('GET', '/v1/customer/subscriber/list', { token: payer.token })).body.subscriptions;
    expect(list).toEqual([
      expect.objectContaining({ alias: 'alice', expires_at: result.body.subscription.expires_at }),
    ]);
    // The lookup says until when, to the subscriber alone (API.md: `subscription` for a subscriber).
    const lookup = await t.call('GET', '/v1/customer/creator/alice', { token: payer.token });
    expect(lookup.body).toMatchObject({
      is_subscribe: true,
      subscription: { expires_at: result.body.subscription.expires_at },
    });
    const other = await fundedMember('Other', 1);
    const someoneElse = await t.call('GET', '/v1/customer/creator/alice', { token: other.token });
    expect(someoneElse.body.is_subscribe).toBe(false);
    expect(someoneElse.body).not.toHaveProperty('subscription');
    expect((await t.call('GET', '/v1/customer/creator/alice')).body).not.toHaveProperty('subscription');
    const feed = (await t.call('GET', '/v1/cuppa/post/list?subscriber=true&per_page=50', { token: payer.token })).body
      .posts;
    expect(
      feed
        .filter((post: { visibility: string }) => post.visibility === 'subscribers')
        .every((post: { locked: boolean }) => !post.locked),
    ).toBe(true);
  });

  it('unlocks a paid post, charging once', async () => {
    const payer = await fundedMember('Buyer', 10);
    const { posts, paid } = await alicesPaidPost(payer.token);
    const first = await t.call('POST', '/v1/customer/subscriber/post', {
      token: payer.token,
      json: { post_id: paid.id, coin: 'solana' },
    });
    expect(first.body).toMatchObject({
      points: 7,
      post: { locked: false, text: expect.stringContaining('film scans') },
    });
    const second = await t.call('POST', '/v1/customer/subscriber/post', {
      token: payer.token,
      json: { post_id: paid.id, coin: 'solana' },
    });
    expect(second.body.points).toBe(7);
    const free = posts.find((post: { visibility: string }) => post.visibility === 'public');
    expect(
      (
        await t.call('POST', '/v1/customer/subscriber/post', {
          token: payer.token,
          json: { post_id: free.id, coin: 'solana' },
        })
      ).status,
    ).toBe(400);
  });

  it('refuses a subscription at a price the member was not shown, keeps no answer for its key, and runs it once accepted', async () => {
    const payer = await fundedMember('PriceTaker', 20);
    const subscribe = (amount: number) =>
      t.call('POST', '/v1/customer/subscriber/subscribe', {
        token: payer.token,
        json: { creator_id: aliceId, coin: 'solana', amount },
        headers: { 'Idempotency-Key': 'shown-price' },
      });
    const refused = await subscribe(4);
    expect(refused).toMatchObject({ status: 409, body: { code: 'price_changed', price: 5 } });
    expect((await t.call('GET', '/v1/customer/me', { token: payer.token })).body.user.points).toBe(20);
    // The member accepts the new price: the same key, now with the price shown.
    const accepted = await subscribe(5);
    expect(accepted).toMatchObject({ status: 201, body: { points: 15, subscription: { creator_id: aliceId } } });
    expect(await subscribe(5)).toMatchObject({ status: 201, body: accepted.body });
  });

  it('refuses an unlock at a price the member was not shown, and runs it once accepted', async () => {
    const payer = await fundedMember('PostPrice', 10);
    const { paid } = await alicesPaidPost(payer.token);
    const unlock = (amount: number) =>
      t.call('POST', '/v1/customer/subscriber/post', {
        token: payer.token,
        json: { post_id: paid.id, coin: 'solana', amount },
        headers: { 'Idempotency-Key': 'shown-post-price' },
      });
    expect(await unlock(2)).toMatchObject({ status: 409, body: { code: 'price_changed', price: paid.price } });
    expect((await t.call('GET', '/v1/customer/me', { token: payer.token })).body.user.points).toBe(10);
    expect(await unlock(paid.price)).toMatchObject({
      status: 200,
      body: { points: 10 - paid.price, post: { id: paid.id, locked: false } },
    });
  });

  it('replays an answer a key kept before answers were kept as facts', async () => {
    const payer = await fundedMember('OldKey', 10);
    const request = { creator_id: aliceId, tip: 2, coin: 'solana' };
    const kept = { transaction: { id: 1, note: 'as answered before' }, points: 8 };
    await t.api.context.sql.run(
      `INSERT INTO idempotency (user_id, key, request_hash, status, body, created_at) VALUES (?, 'old-key', ?, 201, ?, ?)`,
      payer.id,
      requestHashOf(request),
      JSON.stringify(kept),
      new Date().toISOString(),
    );
    expect(await tip(payer.token, 2, 'old-key')).toMatchObject({ status: 201, body: kept });
    expect((await t.call('GET', '/v1/customer/me', { token: payer.token })).body.user.points).toBe(10);
  });

  it("runs a key's call again once its answer is past 24 hours, with any body, and keeps the new answer", async () => {
    const payer = await fundedMember('StaleKey', 10);
    expect((await tip(payer.token, 2, 'day-old-key')).status).toBe(201);
    const dayAndMore = new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString();
    await t.api.context.sql.run(
      `UPDATE idempotency SET created_at = ? WHERE user_id = ? AND key = 'day-old-key'`,
      dayAndMore,
      payer.id,
    );
    const fresh = await tip(payer.token, 3, 'day-old-key');
    expect(fresh.status).toBe(201);
    expect((await t.call('GET', '/v1/customer/me', { token: payer.token })).body.user.points).toBe(5);
    // The key now holds the new call's answer, for another 24 hours.
    expect(await tip(payer.token, 3, 'day-old-key')).toMatchObject({ status: 201, body: fresh.body });
    expect((await tip(payer.token, 2, 'day-old-key')).status).toBe(422);
    expect((await t.call('GET', '/v1/customer/me', { token: payer.token })).body.user.points).toBe(5);
  });

  it('withdraws: pending at once, then completed by the chain; a refused transfer is voided back', async () => {
    const payer = await fundedMember('Withdrawer', 20);
    const address = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
    expect(
      (
        await t.call('POST', '/v1/customer/withdraw-solana', {
          token: payer.token,
          json: { amount: 5, address: 'not-solana' },
        })
      ).body.fields.address,
    ).toBe('This is not a valid Solana address');
    expect(
      (await t.call('POST', '/v1/customer/withdraw-solana', { token: payer.token, json: { amount: 50, address } }))
        .status,
    ).toBe(402);
    const result = await t.call('POST', '/v1/customer/withdraw-solana', {
      token: payer.token,
      json: { amount: 5.5, address },
    });
    // The development chain charges the opening of an account the first time it pays an address.
    expect(result.body).toMatchObject({
      points: 14.5,
      transaction: { status: 'pending', amount: 5.5, fee: 0.26, coin: 'usdc', address },
    });
    const statusOf = async (id: number) =>
      (await t.call('GET', `/v1/customer/transaction/${id}`, { token: payer.token })).body.transaction;
    await expect
      .poll(() => statusOf(result.body.transaction.id))
      .toMatchObject({
        status: 'completed',
        hash: expect.any(String),
      });

    const refused = await t.call('POST', '/v1/customer/withdraw-solana', {
      token: payer.token,
      json: { amount: 5, address: '11111111111111111111111111111111' },
    });
    expect(refused.body.points).toBe(9.5);
    await expect.poll(() => statusOf(refused.body.transaction.id)).toMatchObject({ status: 'failed' });
    expect((await t.call('GET', '/v1/customer/me', { token: payer.token })).body.user.points).toBe(14.5);
    expect((await auditLedger(t.api.context.sql)).total).toBe(0);
  });

  it('credits a deposit hash once and tells the member the second time', async () => {
    const { token, user } = await t.signUp('Depositor');
    const { hash } = (
      await t.call('POST', '/v1/dev/deposit', { json: { address: user.input_solana_address, amount: 12.34 } })
    ).body;
    expect((await t.call('GET', '/v1/solana/solana-balance', { token })).body).toEqual({
      balance: 12.34,
      address: user.input_solana_address,
    });
    const first = await t.call('GET', `/v1/customer/transaction/validate/${hash}`, { token });
    expect(first.body).toMatchObject({
      message: 'Your wallet was credited with $12.34',
      transaction: { type: 'recharge', amount: 12.34 },
    });
    const second = await t.call('GET', `/v1/customer/transaction/validate/${hash}`, { token });
    expect(second.body.message).toBe('This transaction was already credited to your wallet');
    expect((await t.call('GET', '/v1/solana/cuppa-balance', { token })).body.balance).toBe(12.34);
    expect((await t.call('GET', '/v1/solana/solana-balance', { token })).body.balance).toBe(0);
    const stranger = await t.signUp('Stranger');
    expect((await t.call('GET', `/v1/customer/transaction/validate/${hash}`, { token: stranger.token })).status).toBe(
      403,
    );
    expect((await t.call('GET', '/v1/customer/transaction/validate/3yZe7d', { token })).status).toBe(404);
    expect((await t.call('GET', '/v1/solana/other-balance', { token })).status).toBe(404);
  });

  it('pages transactions with a total, and shows only the caller’s own', async () => {
    const payer = await fundedMember('Pager', 30);
    for (let i = 0; i < 11; i += 1) await tip(payer.token, 1, `page-${i}`);
    const first = (await t.call('GET', '/v1/customer/transactions', { token: payer.token })).body;
    expect(first.transactions).toHaveLength(10);
    expect(first.total).toBe(12);
    expect(
      (await t.call('GET', '/v1/customer/transactions?page=2', { token: payer.token })).body.transactions,
    ).toHaveLength(2);
    const other = await t.signUp('Peeker');
    expect(
      (await t.call('GET', `/v1/customer/transaction/${first.transactions[0].id}`, { token: other.token })).status,
    ).toBe(404);
  });

  it('requires a session for money calls', async () => {
    expect((await tip('', 1)).status).toBe(401);
    expect((await t.call('GET', '/v1/customer/transactions')).status).toBe(401);
  });
});
