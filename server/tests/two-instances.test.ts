// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from '../db/store';
import { sqlDb } from '../db/sql-db';
import { accountsBelowZero, auditLedger } from '../ledger/ledger';
import type { ApiProcess } from '../testing/api-process';
import { processFixtures } from '../testing/process-fixtures';

const ADDRESS = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const fixtures = processFixtures('cuppa-two-');
const { processes } = fixtures;
afterAll(() => fixtures.cleanup());

async function call(
  base: string,
  method: string,
  path: string,
  options: { token?: string; key?: string; json?: unknown } = {},
) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      ...(options.key ? { 'Idempotency-Key': options.key } : {}),
    },
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
  });
  return { status: response.status, body: await response.json() };
}

/** A real `npm run api` process on the shared database, once it answers (migrated and seeded). */
const instance = async (database: string, settleMs: string) =>
  (await fixtures.instance(database, { DEV_CHAIN_SETTLE_MS: settleMs })).base;

/**
 * Two API processes on one database: nothing the money rules need may live in one process's memory.
 * On SQLite the database is a file (WAL lets processes share it); on PostgreSQL, what instances on
 * several machines share.
 */
describe('two API instances on one database', () => {
  it('split parallel tips without overdrawing, move money once per key, and settle each other’s withdrawals', async () => {
    const database = await fixtures.database();
    const a = await instance(database, '600000'); // a chain that never confirms while it lives
    const b = await instance(database, '20');
    const both = [a, b];

    const signUp = await call(a, 'POST', '/v1/auth/sign-up', {
      json: { first_name: 'Two', last_name: 'Places', email: 'two@places.test', password: 'two-places-1' },
    });
    const { token, user } = signUp.body as { token: string; user: { input_solana_address: string } };
    const deposit = await call(b, 'POST', '/v1/dev/deposit', {
      json: { address: user.input_solana_address, amount: 30 },
    });
    expect((await call(a, 'GET', `/v1/customer/transaction/validate/${deposit.body.hash}`, { token })).status).toBe(
      200,
    );
    const alice = (await call(b, 'GET', '/v1/customer/creator/alice')).body.user.id as number;
    const tip = (base: string, key: string) =>
      call(base, 'POST', '/v1/customer/subscriber/coffee', {
        token,
        key,
        json: { creator_id: alice, tip: 1, coin: 'solana' },
      });

    // 50 one-dollar tips at once from a $30 wallet, half to each instance: exactly 30 go through.
    const tips = await Promise.all(Array.from({ length: 50 }, (_, n) => tip(both[n % 2] as string, `split-${n}`)));
    expect(tips.filter((answer) => answer.status === 201)).toHaveLength(30);
    expect(tips.filter((answer) => answer.status === 402)).toHaveLength(20);
    expect((await call(b, 'GET', '/v1/customer/me', { token })).body.user.points).toBe(0);

    // One key retried on both instances at once: one dollar moves, every answer is the same.
    const more = await call(a, 'POST', '/v1/dev/deposit', { json: { address: user.input_solana_address, amount: 20 } });
    expect((await call(b, 'GET', `/v1/customer/transaction/validate/${more.body.hash}`, { token })).status).toBe(200);
    const retries = await Promise.all(Array.from({ length: 10 }, (_, n) => tip(both[n % 2] as string, 'one-key')));
    expect(retries.map((answer) => answer.status)).toEqual(Array(10).fill(201));
    expect(new Set(retries.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect((await call(a, 'GET', '/v1/customer/me', { token })).body.user.points).toBe(19);

    // A withdrawal taken by A, whose chain has not confirmed it when A dies: B settles it, once.
    const withdrawal = await call(a, 'POST', '/v1/customer/withdraw-solana', {
      token,
      key: 'leave',
      json: { amount: 10, address: ADDRESS },
    });
    expect(withdrawal.body).toMatchObject({ points: 9, transaction: { status: 'pending' } });
    const id = withdrawal.body.transaction.id as number;
    const first = processes[0] as ApiProcess;
    first.child.kill('SIGKILL');
    await first.exited;
    await expect
      .poll(async () => (await call(b, 'GET', `/v1/customer/transaction/${id}`, { token })).body.transaction.status, {
        timeout: 30_000,
        interval: 100,
      })
      .toBe('completed');
    expect((await call(b, 'GET', '/v1/customer/me', { token })).body.user.points).toBe(9);

    const store = await openStore(database);
    try {
      const sql = sqlDb(store);
      expect(await auditLedger(sql)).toEqual({ balancesMatch: true, total: 0 });
      const completions = await sql.get<{ n: number }>(
        `SELECT COUNT(*) AS n FROM transfers WHERE kind = 'withdraw-complete'`,
      );
      expect(completions?.n).toBe(1);
    } finally {
      await store.close();
    }
  }, 90_000);

  it('keep a creator whom many members tip on both at once exact while the creator withdraws on both, then audit', async () => {
    const database = await fixtures.database();
    const both = [await instance(database, '20'), await instance(database, '20')];
    const signUp = async (n: number, name: string) =>
      (
        await call(both[n % 2] as string, 'POST', '/v1/auth/sign-up', {
          json: { first_name: name, last_name: 'Hammer', email: `${name}@hammer.test`, password: 'hammer-pass-1' },
        })
      ).body as { token: string; user: { id: number; input_solana_address: string } };
    const popular = await signUp(0, 'popular');
    const priced = await call(both[1] as string, 'PATCH', '/v1/customer/upload/profile', {
      token: popular.token,
      json: { subscription_amount: 3 },
    });
    expect(priced.status).toBe(200);
    const members = await Promise.all(
      Array.from({ length: 12 }, async (_, n) => {
        const member = await signUp(n, `fan${n}`);
        const sent = await call(both[n % 2] as string, 'POST', '/v1/dev/deposit', {
          json: { address: member.user.input_solana_address, amount: 10 },
        });
        const credited = await call(
          both[(n + 1) % 2] as string,
          'GET',
          `/v1/customer/transaction/validate/${sent.body.hash}`,
          {
            token: member.token,
          },
        );
        expect(credited.status).toBe(200);
        return member.token;
      }),
    );

    // Every member sends 13 one-dollar tips from $10, five at a time, to both instances; meanwhile the
    // creator asks both, one after another, to withdraw $5 (API.md's minimum) of what has come in, up to
    // the five withdrawals a day allows (a refused one is not counted).
    let tipping = true;
    const withdrawals = (async () => {
      const answers: { status: number; body: any }[] = [];
      for (let n = 0; tipping && answers.filter((answer) => answer.status === 201).length < 5; n += 1) {
        answers.push(
          await call(both[n % 2] as string, 'POST', '/v1/customer/withdraw-solana', {
            token: popular.token,
            key: `out-${n}`,
            json: { amount: 5, address: ADDRESS },
          }),
        );
      }
      return answers;
    })();
    const tip = (token: string, n: number, key: string) =>
      call(both[n % 2] as string, 'POST', '/v1/customer/subscriber/coffee', {
        token,
        key,
        json: { creator_id: popular.user.id, tip: 1, coin: 'solana' },
      });
    const tips = await Promise.all(
      members.map(async (token, m) => {
        const answers: number[] = [];
        for (let round = 0; round < 13; round += 5) {
          const batch = Array.from({ length: Math.min(5, 13 - round) }, (_, i) => round + i);
          answers.push(
            ...(await Promise.all(batch.map((n) => tip(token, m + n, `tip-${m}-${n}`)))).map((a) => a.status),
          );
        }
        return answers;
      }),
    );
    tipping = false;
    const outs = await withdrawals;

    // No member overdrew: ten tips each went through, three were refused, and the wallets are empty.
    for (const answers of tips) {
      expect(answers.filter((status) => status === 201)).toHaveLength(10);
      expect(answers.filter((status) => status === 402)).toHaveLength(3);
    }
    for (const [m, token] of members.entries())
      expect((await call(both[m % 2] as string, 'GET', '/v1/customer/me', { token })).body.user.points).toBe(0);
    // A retried key moves nothing, on either instance.
    const retried = await tip(members[0] as string, 1, 'tip-0-0');
    expect(retried.status).toBe(201);

    // The creator took out only what had come in, and holds exactly the rest.
    const paidOut = outs.filter((answer) => answer.status === 201);
    expect(outs.every((answer) => answer.status === 201 || answer.status === 402)).toBe(true);
    expect(paidOut.length).toBeGreaterThan(0);
    expect(paidOut.length * 5).toBeLessThanOrEqual(120);
    const me = await call(both[0] as string, 'GET', '/v1/customer/me', { token: popular.token });
    expect(me.body.user.points).toBe(120 - paidOut.length * 5);
    const earnings = await call(both[1] as string, 'GET', '/v1/customer/earnings', { token: popular.token });
    expect(earnings.body).toMatchObject({ total: 120, sum: 120 });
    for (const answer of paidOut) {
      await expect
        .poll(
          async () =>
            (
              await call(both[0] as string, 'GET', `/v1/customer/transaction/${answer.body.transaction.id}`, {
                token: popular.token,
              })
            ).body.transaction.status,
          { timeout: 30_000, interval: 100 },
        )
        .toBe('completed');
    }

    const store = await openStore(database);
    try {
      const sql = sqlDb(store);
      expect(await auditLedger(sql)).toEqual({ balancesMatch: true, total: 0 });
      expect(await accountsBelowZero(sql)).toBe(0);
      const completions = await sql.get<{ n: number }>(
        `SELECT COUNT(*) AS n FROM transfers WHERE kind = 'withdraw-complete'`,
      );
      expect(completions?.n).toBe(paidOut.length);
    } finally {
      await store.close();
    }
  }, 120_000);
});
