// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { sqliteStore } from '../db/store';
import { sqlDb } from '../db/sql-db';
import { createDevGateway } from './dev-gateway';

const address = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const order = (reference: string, amountCents: number) => ({
  reference,
  address,
  amountCents,
  feeCents: 1,
  expiresAt: new Date(Date.now() + 60_000).toISOString(),
});

describe('the development chain gateway', () => {
  it('answers for the order it holds under a reference, and refuses that reference for another order', async () => {
    const gateway = createDevGateway(sqlDb(sqliteStore(openDatabase(':memory:'))), { settleMs: 0 });
    const first = await gateway.sendWithdrawal(order('ref-1', 500));
    expect(first.status).toBe('confirmed');
    expect(await gateway.sendWithdrawal(order('ref-1', 500))).toEqual(first);
    // A reference it already paid, now asked for another amount (a database restored from a backup,
    // two deployments sharing one gateway): never reported as paid.
    await expect(gateway.sendWithdrawal(order('ref-1', 900))).rejects.toThrow('another order');
  });

  it('charges a withdrawal the network fee, and the opening of an account the first time an address is paid', async () => {
    const gateway = createDevGateway(sqlDb(sqliteStore(openDatabase(':memory:'))), { settleMs: 0 });
    expect(await gateway.withdrawalFee(address)).toBe(26);
    await gateway.sendWithdrawal(order('ref-2', 500));
    expect(await gateway.withdrawalFee(address)).toBe(1);
  });
});
