// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sqlitePlans } from '../testing/sqlite-plan';
import { accountsOwnedBy } from './ledger';

describe("a move's accounts on SQLite", () => {
  // Every payment reads them in its transaction: a scan would grow with every account ever made.
  it("are read by their unique index, a user's and the chain's alike", () => {
    const shapes = ['uu', 'u-', '-u'];
    const params = { kind0: 'wallet', user0: 1, kind1: 'chain', user1: 2 };
    sqlitePlans(shapes.map(accountsOwnedBy), params).forEach((plan, i) => {
      expect(
        plan.filter((step) => step.startsWith('SCAN')),
        shapes[i],
      ).toEqual([]);
      expect(plan.join('\n'), shapes[i]).toMatch(/USING INDEX/);
    });
  });
});
