// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { NEVER_CONFIRMED_ADDRESS } from '../chain/dev-gateway';
import { DEMO_PASSWORD } from '../auth/demo-password';
import { sqliteStore } from '../db/store';
import { sqlDb } from '../db/sql-db';
import { auditLedger } from '../ledger/ledger';
import { startApiProcess, type ApiProcess } from '../testing/api-process';
import { startTestApi } from '../testing/test-api';

const ADDRESS = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const folder = mkdtempSync(join(tmpdir(), 'cuppa-crash-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function json(apiBase: string, method: string, path: string, token: string | null, body?: unknown) {
  const response = await fetch(`${apiBase}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Idempotency-Key': `crash-${path}` }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

describe('withdrawals settle durably', () => {
  it('settles a withdrawal exactly once across a SIGKILL in the middle of its settlement', async () => {
    const database = join(folder, 'cuppa.db');
    // A chain that takes ten minutes to confirm: the kill lands while the gateway holds the order.
    let api: ApiProcess = await startApiProcess({ DATABASE: database, DEV_CHAIN_SETTLE_MS: '600000' });
    try {
      expect(api.apiBase, api.output()).not.toBeNull();
      const base = api.apiBase as string;
      const signIn = await json(base, 'POST', '/v1/auth/sign-in', null, {
        email: 'member@cuppa.test',
        password: DEMO_PASSWORD,
      });
      const token = signIn.body.token as string;
      const withdrawal = await json(base, 'POST', '/v1/customer/withdraw-solana', token, {
        amount: 10,
        address: ADDRESS,
      });
      expect(withdrawal.body).toMatchObject({ points: 90, transaction: { status: 'pending' } });
      const id = withdrawal.body.transaction.id as number;

      const peek = new Database(database, { readonly: true, fileMustExist: true });
      const chainOrders = () =>
        peek
          .prepare<[number], { signature: string; status: string }>(
            `SELECT w.signature, w.status FROM chain_withdrawals w
             JOIN transactions t ON t.chain_reference = w.reference WHERE t.id = ?`,
          )
          .all(id);
      let sent: { signature: string; status: string } | undefined;
      try {
        await expect.poll(chainOrders, { timeout: 10_000, interval: 20 }).toHaveLength(1);
        sent = chainOrders()[0];
      } finally {
        peek.close();
      }
      // Mid-settlement: the chain holds the order, the API has not recorded an outcome.
      expect(sent?.status).toBe('sent');
      expect((await json(base, 'GET', `/v1/customer/transaction/${id}`, token)).body.transaction.status).toBe(
        'pending',
      );
      api.child.kill('SIGKILL');
      expect(await api.exited).toBe('SIGKILL');

      // Restarted with a chain that confirms at once: the pending withdrawal is picked up again, once the
      // dead process's lease on its settlement job has run out (5 s in development).
      api = await startApiProcess({ DATABASE: database, DEV_CHAIN_SETTLE_MS: '20' });
      const restarted = api.apiBase as string;
      expect(restarted, api.output()).not.toBeNull();
      await expect
        .poll(
          async () => (await json(restarted, 'GET', `/v1/customer/transaction/${id}`, token)).body.transaction.status,
          {
            timeout: 20_000,
            interval: 20,
          },
        )
        .toBe('completed');
      const settled = (await json(restarted, 'GET', `/v1/customer/transaction/${id}`, token)).body.transaction;
      const me = (await json(restarted, 'GET', '/v1/customer/me', token)).body.user;
      expect(me.points).toBe(90);

      const db = new Database(database, { readonly: true, fileMustExist: true });
      try {
        const orders = db
          .prepare<[number], { signature: string; status: string }>(
            `SELECT w.signature, w.status FROM chain_withdrawals w
             JOIN transactions t ON t.chain_reference = w.reference WHERE t.id = ?`,
          )
          .all(id);
        // Paid once on the chain, under the first order's signature, and completed once in the ledger.
        expect(orders).toEqual([{ signature: sent?.signature, status: 'confirmed' }]);
        expect(settled.hash).toBe(sent?.signature);
        const completions = db
          .prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM transfers WHERE kind = 'withdraw-complete'`)
          .get();
        expect(completions?.n).toBe(1);
        expect(await auditLedger(sqlDb(sqliteStore(db)))).toEqual({ balancesMatch: true, total: 0 });
        const pending = db
          .prepare<[], { n: number }>(
            `SELECT COALESCE(SUM(balance_cents), 0) AS n FROM accounts WHERE kind = 'pending'`,
          )
          .get();
        expect(pending?.n).toBe(0);
      } finally {
        db.close();
      }
    } finally {
      api.child.kill('SIGKILL');
      await api.exited;
    }
  }, 60_000);

  it('voids a withdrawal the chain never confirms, back to the wallet, once its deadline has passed', async () => {
    const t = await startTestApi({ withdrawalDeadlineMs: 300, settlementRetryMs: 20 });
    try {
      const token = await t.signIn('member@cuppa.test');
      const stuck = await t.call('POST', '/v1/customer/withdraw-solana', {
        token,
        json: { amount: 7, address: NEVER_CONFIRMED_ADDRESS },
      });
      expect(stuck.body).toMatchObject({ points: 93, transaction: { status: 'pending' } });
      const id = stuck.body.transaction.id as number;
      await expect
        .poll(async () => (await t.call('GET', `/v1/customer/transaction/${id}`, { token })).body.transaction.status, {
          timeout: 5_000,
          interval: 20,
        })
        .toBe('failed');
      const voidedAt = Date.now();
      expect(voidedAt - Date.parse(stuck.body.transaction.created_at)).toBeGreaterThanOrEqual(300);
      expect((await t.call('GET', '/v1/customer/me', { token })).body.user.points).toBe(100);
      expect(await auditLedger(t.api.context.sql)).toEqual({ balancesMatch: true, total: 0 });
    } finally {
      await t.close();
    }
  });
});
