// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { auditLedger } from '../ledger/ledger';
import { rollUpBalances } from '../ledger/roll-up';
import { useTestApi } from '../testing/test-api';

const ADDRESS = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';

// No roll-up in the background: the test folds when it means to.
const t = useTestApi({ rollUpMs: 3_600_000 });

/** How many balance changes wait to be folded into accounts (ledger.ts): all, or the wallet of `userId`'s. */
const waiting = async (userId?: number) =>
  (
    await t.api.context.sql.get<{ n: number }>(
      `SELECT COUNT(*) AS n FROM balance_changes c JOIN accounts a ON a.id = c.account_id
       WHERE CAST(@user AS BIGINT) IS NULL OR (a.kind = 'wallet' AND a.user_id = @user)`,
      { user: userId ?? null },
    )
  )?.n ?? NaN;

const points = async (token: string) => (await t.call('GET', '/v1/customer/me', { token })).body.user.points as number;

/** A new creator (a member with a subscription price) with nothing in the wallet. */
async function creator(name: string) {
  const { token, user } = await t.signUp(name);
  expect(
    (await t.call('PATCH', '/v1/customer/upload/profile', { token, json: { subscription_amount: 3 } })).status,
  ).toBe(200);
  return { token, id: user.id as number };
}

describe('a creator’s balance while tips to them wait to be folded in', () => {
  it('is exact in every answer, pays a withdrawal of all of it, refuses a cent more, and folds into the same sum', async () => {
    const popular = await creator('Popular');
    const members = await Promise.all(
      Array.from({ length: 8 }, async (_, n) => {
        const member = await t.signUp(`Fan${n}`);
        await t.deposit(member.token, 10);
        return member.token;
      }),
    );
    const tips = await Promise.all(
      members.flatMap((token, n) =>
        [1, 2].map((amount) =>
          t.call('POST', '/v1/customer/subscriber/coffee', {
            token,
            json: { creator_id: popular.id, tip: amount, coin: 'solana' },
            headers: { 'Idempotency-Key': `fan-${n}-${amount}` },
          }),
        ),
      ),
    );
    expect(tips.map((tip) => tip.status)).toEqual(Array(16).fill(201));
    // On PostgreSQL every credit waits as a change; SQLite, one writer at a time, adds it to the row.
    expect(await waiting(popular.id)).toBe(t.api.context.sql.engine === 'postgres' ? 16 : 0);
    expect(await points(popular.token)).toBe(24);
    const earnings = (await t.call('GET', '/v1/customer/earnings', { token: popular.token })).body;
    expect(earnings).toMatchObject({ total: 16, sum: 24 });

    const withdraw = (amount: number, key: string) =>
      t.call('POST', '/v1/customer/withdraw-solana', {
        token: popular.token,
        json: { amount, address: ADDRESS },
        headers: { 'Idempotency-Key': key },
      });
    expect(await withdraw(24.01, 'too-much')).toMatchObject({ status: 402, body: { code: 'insufficient_balance' } });
    const all = await withdraw(24, 'all-of-it');
    expect(all).toMatchObject({ status: 201, body: { points: 0 } });
    // Nothing is left: even the smallest withdrawal API.md allows is refused for the balance.
    expect((await withdraw(5, 'one-more')).status).toBe(402);
    expect(await auditLedger(t.api.context.sql)).toEqual({ balancesMatch: true, total: 0 });

    // The withdrawal settles on the job runner (its move to the chain account is a change too), a tip
    // comes after it, then the background's fold: the same balances, nothing waiting.
    await expect
      .poll(
        async () =>
          (await t.call('GET', `/v1/customer/transaction/${all.body.transaction.id}`, { token: popular.token })).body
            .transaction.status,
        { timeout: 10_000, interval: 50 },
      )
      .toBe('completed');
    expect(
      (
        await t.call('POST', '/v1/customer/subscriber/coffee', {
          token: members[0],
          json: { creator_id: popular.id, tip: 1, coin: 'solana' },
        })
      ).status,
    ).toBe(201);
    await rollUpBalances(t.api.context.sql);
    expect(await waiting()).toBe(0);
    expect(await points(popular.token)).toBe(1);
    expect(await points(members[0] as string)).toBe(6);
    expect(await auditLedger(t.api.context.sql)).toEqual({ balancesMatch: true, total: 0 });
  });
});
