import { skipLocked } from '../db/dialect';
import type { SqlDb } from '../db/sql';
import { foldChanges } from './ledger';

/**
 * Folds the balance changes appended to accounts (ledger.ts: a credit on PostgreSQL) into their rows,
 * up to `limit` accounts, one short transaction each, and says how many it folded. An account whose row
 * another transaction holds (a money call taking money from it folds its changes itself) is passed over
 * rather than waited for, so the hottest account never queues behind this; the next round takes it.
 * Several instances running this at once each fold different accounts.
 */
export async function rollUpBalances(sql: SqlDb, limit = 100): Promise<number> {
  const accounts = await sql.all<{ account_id: number }>(
    'SELECT DISTINCT account_id FROM balance_changes LIMIT ?',
    limit,
  );
  let folded = 0;
  for (const { account_id: id } of accounts) {
    await sql.transaction(async (tx) => {
      if (!(await tx.get(`SELECT id FROM accounts WHERE id = ?${tx.forUpdate}${skipLocked(tx.engine)}`, id))) return;
      await foldChanges(tx, id);
      folded += 1;
    });
  }
  return folded;
}

/**
 * Runs rollUpBalances every `everyMs`, one round at a time, so an account's changes waiting to be folded
 * stay about a second's worth (an exact balance sums them: ledger.ts's ACCOUNT_BALANCE). Self-contained:
 * it moves onto the job runner as one job (DESIGN.md, 'Server').
 */
export function createRollUp(sql: SqlDb, options: { everyMs: number }, logError: (error: unknown) => void) {
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  let stopped = false;
  const round = async () => {
    if (running || stopped) return;
    running = true;
    try {
      await rollUpBalances(sql);
    } catch (error) {
      if (!stopped) logError(error);
    } finally {
      running = false;
    }
  };
  return {
    start(): void {
      timer ??= setInterval(() => void round(), options.everyMs);
      timer.unref();
    },
    stop(): void {
      stopped = true;
      if (timer) clearInterval(timer);
    },
  };
}
export type RollUp = ReturnType<typeof createRollUp>;
