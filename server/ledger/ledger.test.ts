// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { bindSql, compileSql } from '../db/sql';
import { accountsOwnedBy } from './ledger';

describe("a move's accounts on SQLite", () => {
  // Every payment reads them in its transaction: a scan would grow with every account ever made.
  it("are read by their unique index, a user's and the chain's alike", () => {
    const db = openDatabase(':memory:');
    for (const shape of ['uu', 'u-', '-u']) {
      const params = { kind0: 'wallet', user0: 1, kind1: 'chain', user1: 2 };
      const compiled = compileSql(accountsOwnedBy(shape).textFor('sqlite'), 'sqlite');
      const plan = db
        .prepare(`EXPLAIN QUERY PLAN ${compiled.text}`)
        .all(...bindSql(compiled, [params]))
        .map((row) => (row as { detail: string }).detail);
      expect(
        plan.filter((step) => step.startsWith('SCAN')),
        shape,
      ).toEqual([]);
      expect(plan.join('\n'), shape).toMatch(/USING INDEX/);
    }
    db.close();
  });
});
