// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../auth/tokens';
import { auditLedger } from '../ledger/ledger';
import { LedgerError } from '../ledger/ledger-error';
import { embedTokenFor } from '../testing/embed-token';
import { useTestApi } from '../testing/test-api';
import { heldTransaction, lockWaiters } from '../testing/test-sql';

const t = useTestApi();
let aliceId: number;
beforeAll(async () => {
  aliceId = (await t.call('GET', '/v1/customer/creator/alice')).body.user.id;
});

/** A call's outcome, or the code of the error it was refused with (a rule's, or PostgreSQL's). */
const outcome = <T>(call: Promise<T>) =>
  call.catch((error: unknown) => (error instanceof LedgerError ? { error: error.refusal.code } : { error }));

/** A member's tip as the coffee route makes it, straight to the instance's money calls. */
const tip = (token: string, dollars: number, key: string, creatorId = aliceId, message: string | null = null) =>
  outcome(
    t.api.context.money.tip(
      {
        token: hashToken(token),
        embedAllowed: true,
        key,
        request: { creator_id: creatorId, tip: dollars, coin: 'solana', message },
      },
      { creatorId, amountCents: dollars * 100, message, public: false },
    ),
  );

/** A subscription and an unlock, as their routes make them. */
const subscribe = (token: string, creatorId: number, key: string, shownCents: number) =>
  outcome(
    t.api.context.money.subscribe(
      {
        token: hashToken(token),
        embedAllowed: true,
        key,
        request: { creator_id: creatorId, amount: shownCents / 100 },
      },
      { creatorId, shownCents, public: false },
    ),
  );
const unlock = (token: string, postId: number, key: string) =>
  outcome(
    t.api.context.money.unlock(
      { token: hashToken(token), embedAllowed: false, key, request: { post_id: postId } },
      { postId, shownCents: null },
    ),
  );

/** How many PostgreSQL transactions wrote the member's payments. */
const paymentTransactions = async (userId: number) =>
  (
    await t.api.context.sql.get<{ n: number }>(
      `SELECT count(DISTINCT xmin::text)::int AS n FROM transactions WHERE user_id = ? AND direction = 'out'`,
      userId,
    )
  )?.n;

type Tipped = Awaited<ReturnType<typeof tip>>;
const paidId = (tipped: Tipped) => ('facts' in tipped ? tipped.facts.transaction.id : undefined);

/**
 * The calls of a round, made while the instance's two rounds wait on PostgreSQL: `first`'s two calls,
 * made one after the other so each is a round, both held at their first write of a key under a lock the
 * test holds. `queued` runs once both wait; it makes its calls in one turn of the event loop, so they go
 * together, in the round after those or, should the two have given up on the lock first (a round waits
 * 200 ms: a slow machine), in the next one. group-commit.test.ts checks the waiting itself.
 */
async function behindTwoRounds<T>(first: (() => Promise<Tipped>)[], queued: () => T) {
  const { sql } = t.api.context;
  // Writes to the keys wait; reads do not.
  const { release } = await heldTransaction(sql, (tx) => tx.run('LOCK TABLE idempotency IN SHARE ROW EXCLUSIVE MODE'));
  try {
    const inFlight: Promise<Tipped>[] = [];
    for (const call of first) {
      inFlight.push(call());
      await expect.poll(() => lockWaiters(sql), { timeout: 3000, interval: 10 }).toBe(inFlight.length);
    }
    const calls = queued();
    await release();
    return { inFlight: await Promise.all(inFlight), calls };
  } finally {
    await release();
  }
}

/** The PostgreSQL transaction that wrote a money call's transaction row. */
const writtenBy = async (transactionId: number | undefined) =>
  (
    await t.api.context.sql.get<{ xid: string }>(
      'SELECT xmin::text AS xid FROM transactions WHERE id = ?',
      transactionId,
    )
  )?.xid;

// PostgreSQL alone: its money calls go to the database in rounds (group-commit.ts); SQLite runs each.
describe.runIf(process.env.CUPPA_TEST_ENGINE === 'postgres')('money calls in rounds, on PostgreSQL', () => {
  it('pays the calls that waited behind two rounds in one transaction, each by its own rules', async () => {
    const [c, d] = [await t.member('RoundC', { dollars: 5 }), await t.member('RoundD', { dollars: 5 })];
    const a = await t.member('RoundA', { price: 5, dollars: 5 });
    const b = await t.member('RoundB', { dollars: 10 });
    const walletless = await t.signUp('RoundWalletless');
    const ended = await t.signUp('RoundEnded');
    expect((await t.call('POST', '/v1/auth/sign-out', { token: ended.token })).status).toBe(200);

    const { inFlight, calls } = await behindTwoRounds(
      [() => tip(c.token, 1, 'c-1'), () => tip(d.token, 1, 'd-1')],
      () => [
        tip(a.token, 1, 'a-1'), // paid, $4 left
        tip(a.token, 3, 'a-2'), // paid, $1 left
        tip(a.token, 2, 'a-3'), // refused: it sees the tips before it in its round
        tip(b.token, 2, 'b-1'), // paid, $8 left
        tip(b.token, 2, 'b-1'), // a retry of the call before it: its answer
        tip(b.token, 3, 'b-1'), // the key with another body
        tip(walletless.token, 1, 'w-1'), // no wallet: refused
        tip(ended.token, 1, 'e-1'), // a session that ended: runs nothing
        tip(a.token, 1, 'a-4', a.id), // to herself (she is a creator): refused
      ],
    );
    const [a1, a2, a3, b1, b1Again, b1Other, w1, e1, self] = await Promise.all(calls);
    expect(inFlight.map((tipped) => 'facts' in tipped)).toEqual([true, true]);
    expect(a1).toMatchObject({ facts: { points_cents: 400 } });
    expect(a2).toMatchObject({ facts: { points_cents: 100 } });
    expect(a3).toEqual({ refusal: { code: 'insufficient_balance' } });
    expect(b1).toMatchObject({ facts: { points_cents: 800 } });
    expect(paidId(b1Again!)).toBe(paidId(b1!));
    expect(b1Other).toEqual({ error: 'idempotency_mismatch' });
    expect(w1).toEqual({ refusal: { code: 'insufficient_balance' } });
    expect(e1).toEqual({ error: 'session_ended' });
    expect(self).toEqual({ refusal: { code: 'pay_yourself' } });

    // The round's paid calls committed together, apart from the rounds before them.
    const [round, first, second] = await Promise.all(
      [paidId(a1!), paidId(inFlight[0]!), paidId(inFlight[1]!)].map(writtenBy),
    );
    expect(await Promise.all([a2, b1].map((tipped) => writtenBy(paidId(tipped!))))).toEqual([round, round]);
    expect(new Set([round, first, second]).size).toBe(3);
    // Its refusals are kept, as a call's alone are: a retry is told the same.
    expect(await tip(a.token, 2, 'a-3')).toEqual({ refusal: { code: 'insufficient_balance' } });
    expect(await auditLedger(t.api.context.sql)).toEqual({ balancesMatch: true, total: 0 });
  });

  // A call the database refuses (U+0000 in its message, which the door refuses before any call is
  // made) fails its whole round: each of the round's calls then runs alone, and only that one fails.
  it('runs each call of a round PostgreSQL refused alone, so a failure is only its own call’s', async () => {
    const [c, d] = [await t.member('RefusedRoundC', { dollars: 5 }), await t.member('RefusedRoundD', { dollars: 5 })];
    const a = await t.member('RefusedRoundA', { dollars: 5 });
    const b = await t.member('RefusedRoundB', { dollars: 5 });
    const { calls } = await behindTwoRounds([() => tip(c.token, 1, 'r-c-1'), () => tip(d.token, 1, 'r-d-1')], () => [
      tip(a.token, 1, 'r-a-2'),
      tip(b.token, 1, 'r-b-2', aliceId, 'thanks\u0000'),
      tip(b.token, 1, 'r-b-3'),
    ]);
    const [a2, nul, b3] = await Promise.all(calls);
    expect(a2).toMatchObject({ facts: { points_cents: 400 } });
    expect(nul).toMatchObject({ error: { code: '22021' } });
    expect(b3).toMatchObject({ facts: { points_cents: 400 } });
    // Each ran alone: no two in one transaction.
    expect(await writtenBy(paidId(a2!))).not.toBe(await writtenBy(paidId(b3!)));
    expect(await auditLedger(t.api.context.sql)).toEqual({ balancesMatch: true, total: 0 });
  });

  // Another instance's call of the member, or one hung with their wallet held: the round does not wait
  // for it (the lock timeout, 5 s, would hold every call in it), it pays the others and sends that
  // member's calls alone, to wait as a call alone does.
  it('pays the rest of a round at once when another transaction holds one payer’s wallet; theirs wait together', async () => {
    const { sql } = t.api.context;
    const [c, d] = [await t.member('BusyRoundC', { dollars: 5 }), await t.member('BusyRoundD', { dollars: 5 })];
    const a = await t.member('BusyRoundA', { dollars: 5 });
    const b = await t.member('BusyRoundB', { dollars: 5 });
    const { release } = await heldTransaction(sql, (tx) =>
      tx.get(`SELECT id FROM accounts WHERE kind = 'wallet' AND user_id = ?${tx.forUpdate}`, a.id),
    );
    try {
      const { calls } = await behindTwoRounds(
        [() => tip(c.token, 1, 'busy-c-1'), () => tip(d.token, 1, 'busy-d-1')],
        () => [tip(a.token, 1, 'busy-a-1'), tip(b.token, 1, 'busy-b-1'), tip(a.token, 2, 'busy-a-2')],
      );
      const [aTip, bTip, aSecond] = calls;
      let bAnswer: Tipped | undefined;
      void bTip?.then((answer) => (bAnswer = answer));
      // Well before the lock timeout: b's call did not wait on a's wallet.
      await expect.poll(() => bAnswer, { timeout: 3000, interval: 10 }).toMatchObject({ facts: { points_cents: 400 } });
      // a's two calls wait for the wallet together, in one transaction of their own.
      await expect.poll(() => lockWaiters(sql), { timeout: 3000, interval: 10 }).toBe(1);
      await release();
      const [aFirst, aThen] = await Promise.all([aTip!, aSecond!]);
      expect(aFirst).toMatchObject({ facts: { points_cents: 400 } });
      expect(aThen).toMatchObject({ facts: { points_cents: 200 } });
      expect(await writtenBy(paidId(aFirst))).toBe(await writtenBy(paidId(aThen)));
      expect(await writtenBy(paidId(aFirst))).not.toBe(await writtenBy(paidId(bAnswer!)));
    } finally {
      await release();
    }
    expect(await auditLedger(t.api.context.sql)).toEqual({ balancesMatch: true, total: 0 });
  });

  it('checks a subscription, an unlock and a site’s daily cap in a round as it does in calls alone', async () => {
    const creator = await t.member('RoundCreator', { price: 5 });
    const member = await t.member('RoundRules', { dollars: 20 });
    const site = await embedTokenFor(t, member.id, 'https://round-rules.example', 300);
    const posts = (await t.call('GET', '/v1/cuppa/post/list?per_page=50', { token: member.token })).body.posts;
    const paid = posts.find(
      (post: { visibility: string; creator: { alias: string } }) =>
        post.visibility === 'paid' && post.creator.alias === 'alice',
    );
    // Made in one turn of the event loop, with no round out: one round.
    const [subscribed, again, unlocked, unlockedAgain, capped, overCap] = await Promise.all([
      subscribe(member.token, creator.id, 'rules-sub-1', 500),
      subscribe(member.token, creator.id, 'rules-sub-2', 500),
      unlock(member.token, paid.id, 'rules-unlock-1'),
      unlock(member.token, paid.id, 'rules-unlock-2'),
      tip(site, 2, 'rules-site-1'),
      tip(site, 2, 'rules-site-2'),
    ]);
    expect(subscribed).toMatchObject({ facts: { subscription: { creator_id: creator.id }, points_cents: 1500 } });
    expect(again).toEqual({ refusal: { code: 'already_subscribed' } });
    const afterUnlock = 1500 - paid.price * 100;
    expect(unlocked).toMatchObject({ facts: { post_id: paid.id, points_cents: afterUnlock } });
    expect(unlockedAgain).toMatchObject({ facts: { post_id: paid.id, points_cents: afterUnlock } });
    expect(capped).toMatchObject({ facts: { points_cents: afterUnlock - 200 } });
    expect(overCap).toMatchObject({ refusal: { code: 'daily_limit', cap_cents: 300, spent_cents: 200 } });
    expect(await paymentTransactions(member.id)).toBe(1);
    expect(await auditLedger(t.api.context.sql)).toEqual({ balancesMatch: true, total: 0 });
  });

  it('pays a message with a lone surrogate in its round, as U+FFFD, as a call alone stores it', async () => {
    const member = await t.member('RoundSurrogate', { dollars: 5 });
    const [first, second] = await Promise.all([
      tip(member.token, 1, 'surrogate-1', aliceId, 'thanks \ud800'),
      tip(member.token, 1, 'surrogate-2'),
    ]);
    expect(first).toMatchObject({ facts: { points_cents: 400 } });
    expect(second).toMatchObject({ facts: { points_cents: 300 } });
    expect(await paymentTransactions(member.id)).toBe(1);
    const kept = await t.api.context.sql.get<{ message: string }>(
      'SELECT message FROM earnings WHERE from_id = ? AND message IS NOT NULL',
      member.id,
    );
    expect(kept?.message).toBe('thanks \ufffd');
  });

  // A round that fails after some of its calls paid: all of it is rolled back, and each call runs alone,
  // so the calls that had paid pay once.
  it('runs alone, once, the calls of a round that waited too long on a lock after some had paid', async () => {
    const { sql } = t.api.context;
    const a = await t.member('PartwayA', { dollars: 5 });
    const b = await t.member('PartwayB', { dollars: 5 });
    // b's key, claimed by a call that never ends (another instance's, hung).
    const { release } = await heldTransaction(
      sql,
      (tx) =>
        tx.run(
          `INSERT INTO idempotency (user_id, key, request_hash, status, body, created_at) VALUES (?, 'partway-b', '', 0, '', ?)`,
          b.id,
          new Date().toISOString(),
        ),
      { rollBack: true },
    );
    try {
      // One round: a's tip pays first (a's id is lower), then b's waits on its key until the round gives up.
      const [aTip, bTip] = [tip(a.token, 1, 'partway-a'), tip(b.token, 1, 'partway-b')];
      let aAnswer: Tipped | undefined;
      void aTip.then((answer) => (aAnswer = answer));
      // Well before the session's lock timeout (5 s): the round gave up at its own.
      await expect.poll(() => aAnswer, { timeout: 3000, interval: 10 }).toMatchObject({ facts: { points_cents: 400 } });
      await expect.poll(() => lockWaiters(sql), { timeout: 3000, interval: 10 }).toBe(1);
      await release();
      expect(await bTip).toMatchObject({ facts: { points_cents: 400 } });
    } finally {
      await release();
    }
    expect((await t.call('GET', '/v1/customer/me', { token: a.token })).body.user.points).toBe(4);
    expect(await auditLedger(sql)).toEqual({ balancesMatch: true, total: 0 });
  });
});
