// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { bindSql, compileSql } from '../db/sql';
import { paymentEvent, paymentEventDeliveries } from './webhooks';

describe("a payment's webhook outbox", () => {
  // Every tip, subscription and unlock to a creator with an endpoint runs these in its money call's
  // transaction: a table read whole there grows with every delivery ever made.
  it('finds its rows by index, never by reading a whole table (SQLite)', () => {
    const db = openDatabase(':memory:');
    const params = { event: 'evt_x', creator: 1, type: 'tip.created', receipt: 'rcpt_x', now: 'now', now_ms: 0 };
    for (const statement of [paymentEvent, ...paymentEventDeliveries]) {
      const text = statement.textFor('sqlite');
      const compiled = compileSql(text, 'sqlite');
      const plan = db
        .prepare(`EXPLAIN QUERY PLAN ${compiled.text}`)
        .all(...bindSql(compiled, [params]))
        .map((row) => (row as { detail: string }).detail);
      expect(
        plan.filter((step) => step.startsWith('SCAN')),
        text,
      ).toEqual([]);
    }
    db.close();
  });
});
