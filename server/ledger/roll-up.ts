import { param, query } from '../db/query';
import type { SqlDb } from '../db/sql';
import type { JobHandler } from '../jobs/jobs';
import { foldChanges } from './ledger';

/** Accounts folded per round. */
const ROUND = 100;

const changedAccounts = query((db) =>
  db.selectFrom('balance_changes').select('account_id').distinct().limit(param<number>('limit')),
);
/** The account, held, or nothing when another transaction holds it (PostgreSQL: passed over, not waited for). */
const freeAccount = query((db, engine) => {
  const read = db.selectFrom('accounts').select('id').where('id', '=', param<number>('account'));
  return engine === 'postgres' ? read.forNoKeyUpdate().skipLocked() : read;
});

/**
 * Folds the balance changes appended to accounts (ledger.ts: a credit on PostgreSQL) into their rows,
 * up to `limit` accounts, one short transaction each, and says how many it folded. An account whose row
 * another transaction holds (a money call taking money from it folds its changes itself) is passed over
 * rather than waited for, so the hottest account never queues behind this; the next round takes it.
 * Several instances running this at once each fold different accounts.
 */
export async function rollUpBalances(sql: SqlDb, limit = ROUND): Promise<number> {
  const accounts = await sql.all(changedAccounts, { limit });
  let folded = 0;
  for (const { account_id: id } of accounts) {
    await sql.transaction(async (tx) => {
      if (!(await tx.get(freeAccount, { account: id }))) return;
      await foldChanges(tx, id);
      folded += 1;
    });
  }
  return folded;
}

/** The job (one, key 'all') that folds appended balance changes; PostgreSQL's alone appends them. */
export const ROLL_UP_BALANCES = 'balance-roll-up';

/**
 * Runs rollUpBalances every `everyMs` as one job on the job runner (server/jobs/): one instance at a
 * time, so an account's changes waiting to be folded stay about a second's worth (an exact balance sums
 * them: ledger.ts's BALANCE). A full round (as many accounts as it takes) goes again at once.
 */
export function rollUpBalancesJob(sql: SqlDb, options: { everyMs: number }): JobHandler {
  return async () => {
    const folded = await rollUpBalances(sql, ROUND);
    return { again: folded === ROUND ? 0 : options.everyMs };
  };
}
