// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sqlitePlans } from '../testing/sqlite-plan';
import { paymentEvent, paymentEventDeliveries } from './webhooks';

describe("a payment's webhook outbox", () => {
  // Every tip, subscription and unlock to a creator with an endpoint runs these in its money call's
  // transaction: a table read whole there grows with every delivery ever made.
  it('finds its rows by index, never by reading a whole table (SQLite)', () => {
    const params = { event: 'evt_x', creator: 1, type: 'tip.created', receipt: 'rcpt_x', now: 'now', now_ms: 0 };
    const statements = [paymentEvent, ...paymentEventDeliveries];
    sqlitePlans(statements, params).forEach((plan, i) =>
      expect(
        plan.filter((step) => step.startsWith('SCAN')),
        statements[i]?.textFor('sqlite'),
      ).toEqual([]),
    );
  });
});
