import { randomUUID } from 'node:crypto';
import { DAY_MS, nowIso } from '../db/database';
import type { Sql, SqlDb, SqlTx } from '../db/sql';
import { enqueueJob } from '../jobs/jobs';
import { move } from './ledger';

/** The job kind that settles a withdrawal (settlement.ts), keyed by the withdrawal's id. */
export const SETTLE_WITHDRAWAL = 'withdrawal';

/** API.md: a member makes at most this many withdrawals in any 24 hours. */
export const WITHDRAWALS_PER_DAY = 5;

/**
 * Thrown inside a withdrawal's money call when the member has made WITHDRAWALS_PER_DAY already: not a
 * refusal of the call's rules (those are stored under the Idempotency-Key) but a limit, which API.md
 * answers with 429 and stores nothing for, so the route turns it into that once the transaction is undone.
 */
export class WithdrawalLimitError extends Error {
  override readonly name = 'WithdrawalLimitError';
}

export interface PendingWithdrawal {
  id: number;
  user_id: number;
  amount_cents: number;
  /** The on-chain cost charged to the member, taken from the amount. */
  fee_cents: number;
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
  { amountCents, feeCents, address }: { amountCents: number; feeCents: number; address: string },
): Promise<number> {
  // Counted inside the money call, which holds the member's wallet: parallel requests see each other.
  const since = new Date(Date.now() - DAY_MS).toISOString();
  const made = await tx.get<{ n: number }>(
    `SELECT COUNT(*) AS n FROM transactions WHERE user_id = ? AND type = 'withdraw' AND created_at > ?`,
    userId,
    since,
  );
  if ((made?.n ?? 0) >= WITHDRAWALS_PER_DAY) throw new WithdrawalLimitError();
  const transferId = await move(tx, 'withdraw', [
    { kind: 'wallet', userId, amountCents: -amountCents },
    { kind: 'pending', userId, amountCents },
  ]);
  const row = await tx.get<{ id: number }>(
    `INSERT INTO transactions (user_id, transfer_id, type, direction, amount_cents, fee_cents, status, address, chain_reference, created_at)
     VALUES (?, ?, 'withdraw', 'out', ?, ?, 'pending', ?, ?, ?) RETURNING id`,
    userId,
    transferId,
    amountCents,
    feeCents,
    address,
    randomUUID(),
    nowIso(),
  );
  if (!row) throw new Error('withdrawal not recorded');
  await enqueueJob(tx, SETTLE_WITHDRAWAL, String(row.id));
  return row.id;
}

const PENDING_SELECT = `SELECT id, user_id, amount_cents, COALESCE(fee_cents, 0) AS fee_cents, address, chain_reference, created_at
  FROM transactions
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
