import { move } from '../ledger/ledger';
import { pay } from '../ledger/payments';
import { writeGoal } from '../rows/goals';
import { notify } from '../rows/notifications';
import type { SqlDb } from '../db/sql';

/**
 * Alice's goal and the first supporters on her wall, so the demo's goal and supporters widgets show
 * something real: three creators tip her from money they deposited, two of them showing their name
 * (one with a message), one not. Paid through the ledger like any tip, once the deposits have committed
 * (a credit reaches its balance at its transaction's commit: ledger.ts), each told to her as a notification.
 */
const supports = [
  { from: 'dmitri', dollars: 3, shown: false, message: 'For the tram fares' },
  { from: 'emma', dollars: 10, shown: true, message: null },
  { from: 'carmen', dollars: 5, shown: true, message: 'Those tiles! More of Lisbon, please.' },
] as const;

export async function seedSupport(sql: SqlDb, ids: ReadonlyMap<string, number>, now: string): Promise<void> {
  const alice = ids.get('alice') ?? 0;
  const idOf = (alias: string) => ids.get(alias) ?? 0;
  await sql.transaction(async (tx) => {
    await writeGoal(tx, alice, { title: 'A new lens for the Porto trip', target: 500, period: 'month' }, now);
    for (const support of supports) {
      await move(tx, 'recharge', [
        { kind: 'chain', userId: null, amountCents: -support.dollars * 100 },
        { kind: 'wallet', userId: idOf(support.from), amountCents: support.dollars * 100 },
      ]);
    }
  });
  await sql.transaction(async (tx) => {
    for (const support of supports) {
      // A seed is no request: the payer is named by id alone, with no token or connected site.
      await pay(
        tx,
        { userId: idOf(support.from), embedId: null, site: null },
        {
          creatorId: alice,
          amountCents: support.dollars * 100,
          type: 'tip',
          message: support.message,
          public: support.shown,
        },
      );
      await notify(tx, {
        userId: alice,
        type: 'tip',
        actorId: idOf(support.from),
        amountCents: support.dollars * 100,
        message: support.message,
      });
    }
  });
}
