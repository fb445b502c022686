// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { auditLedger } from './ledger';
import { SETTLE_WITHDRAWAL } from './withdrawals';
import { standInGateway } from '../testing/stand-in-gateway';
import { useTestApi } from '../testing/test-api';

/** Orders the gateway was asked about; the first time, another runner takes the job's lease meanwhile. */
const asked: string[] = [];

// Production, as a real gateway runs (the demo accounts are put in as fixtures: test-api.ts).
const t = useTestApi({
  environment: 'production',
  jobPollMs: 25,
  chainGateway: standInGateway({
    sendWithdrawal: async (order) => {
      asked.push(order.reference);
      // This run stalled past its lease (a pause, a slow chain) and another runner claimed the job: its
      // token is on the row now, held far ahead.
      if (asked.length === 1)
        await t.api.context.sql.run(
          "UPDATE jobs SET lease_token = 'other', lease_until = ? WHERE kind = ? AND lease_token IS NOT NULL",
          2 ** 50,
          SETTLE_WITHDRAWAL,
        );
      return { status: 'confirmed', hash: `paid-${order.reference}` };
    },
  }),
});

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('a withdrawal’s settlement (docs/jobs.md, “Leases and clocks”)', () => {
  it('commits nothing from a run whose lease another runner took; the run that holds it settles it once', async () => {
    const token = await t.signIn('member@cuppa.test');
    const made = await t.call('POST', '/v1/customer/withdraw-solana', {
      token,
      json: { amount: 5, address: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin' },
    });
    expect(made.status).toBe(201);
    const status = async () =>
      (await t.call('GET', `/v1/customer/transaction/${made.body.transaction.id}`, { token })).body.transaction.status;
    await expect.poll(() => asked.length).toBe(1);
    await sleep(300);
    // The chain said it was paid, but the run had lost its lease: the ledger is as it was.
    expect(await status()).toBe('pending');
    expect(await auditLedger(t.api.context.sql)).toEqual({ balancesMatch: true, total: 0 });
    // The other runner died: once its lease is let go, the job is claimed again and settled.
    await t.api.context.sql.run(
      'UPDATE jobs SET lease_token = NULL, lease_until = NULL, run_at = 0 WHERE kind = ?',
      SETTLE_WITHDRAWAL,
    );
    await expect.poll(status).toBe('completed');
    expect(asked.length).toBe(2);
    expect(await auditLedger(t.api.context.sql)).toEqual({ balancesMatch: true, total: 0 });
  });
});
