import { randomUUID } from 'node:crypto';
import { nowIso } from '../db/database';
import type { Sql, SqlDb, SqlTx } from '../db/sql';
import { enqueueJob } from '../jobs/jobs';
import { move } from './ledger';

/** The job kind that settles a withdrawal (settlement.ts), keyed by the withdrawal's id. */
export const SETTLE_WITHDRAWAL = 'withdrawal';

export interface PendingWithdrawal {
  id: number;
  user_id: number;
  amount_cents: number;
  address: string;
  /** What the chain gateway knows the withdrawal by: random, so it never names another database's order. */
  chain_reference: string;
  created_at: string;
}

/**
 * Step one: the amount leaves the wallet for the member's pending account; the transaction is pending,
 * and the job that settles it is made in the same transaction, so no withdrawal is ever left unwatched.
 */
export async function requestWithdrawal(
  tx: SqlTx,
  userId: number,
  amountCents: number,
  address: string,
): Promise<number> {
  const transferId = await move(tx, 'withdraw', [
    { kind: 'wallet', userId, amountCents: -amountCents },
    { kind: 'pending', userId, amountCents },
  ]);
  const row = await tx.get<{ id: number }>(
    `INSERT INTO transactions (user_id, transfer_id, type, direction, amount_cents, status, address, chain_reference, created_at)
     VALUES (?, ?, 'withdraw', 'out', ?, 'pending', ?, ?, ?) RETURNING id`,
    userId,
    transferId,
    amountCents,
    address,
    randomUUID(),
    nowIso(),
  );
  if (!row) throw new Error('withdrawal not recorded');
  await enqueueJob(tx, SETTLE_WITHDRAWAL, String(row.id));
  return row.id;
}

const PENDING_SELECT = `SELECT id, user_id, amount_cents, address, chain_reference, created_at FROM transactions
  WHERE type = 'withdraw' AND status = 'pending'`;

export function pendingWithdrawal(q: Sql, id: number): Promise<PendingWithdrawal | undefined> {
  return q.get<PendingWithdrawal>(`${PENDING_SELECT} AND id = ?`, id);
}

/**
 * Step two, once the chain has answered for good: pending to the chain (completed, with its hash), or
 * back to the wallet (voided, `failed`). Only a withdrawal still pending moves: its row is read locked
 * (PostgreSQL; SQLite's write lock), so two settlers (a retry, another instance) finish it once.
 */
export async function finishWithdrawal(
  sql: SqlDb,
  id: number,
  outcome: { hash: string } | { voided: true },
): Promise<void> {
  await sql.transaction(async (tx) => {
    const withdrawal = await tx.get<PendingWithdrawal>(`${PENDING_SELECT} AND id = ?${tx.forUpdate}`, id);
    if (!withdrawal) return;
    const { user_id: userId, amount_cents: amountCents } = withdrawal;
    if ('hash' in outcome) {
      await move(tx, 'withdraw-complete', [
        { kind: 'pending', userId, amountCents: -amountCents },
        { kind: 'chain', userId: null, amountCents },
      ]);
      await tx.run(`UPDATE transactions SET status = 'completed', hash = ? WHERE id = ?`, outcome.hash, id);
    } else {
      await move(tx, 'withdraw-void', [
        { kind: 'pending', userId, amountCents: -amountCents },
        { kind: 'wallet', userId, amountCents },
      ]);
      await tx.run(`UPDATE transactions SET status = 'failed' WHERE id = ?`, id);
    }
  });
}
