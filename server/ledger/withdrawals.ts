import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import { nowIso } from '../db/database';
import { move } from './ledger';

export interface PendingWithdrawal {
  id: number;
  user_id: number;
  amount_cents: number;
  address: string;
  /** What the chain gateway knows the withdrawal by: random, so it never names another database's order. */
  chain_reference: string;
  created_at: string;
}

/** Step one: the amount leaves the wallet for the member's pending account; the transaction is pending. */
export function requestWithdrawal(db: Db, userId: number, amountCents: number, address: string): number {
  const transferId = move(db, 'withdraw', [
    { kind: 'wallet', userId, amountCents: -amountCents },
    { kind: 'pending', userId, amountCents },
  ]);
  return Number(
    db
      .prepare(
        `INSERT INTO transactions (user_id, transfer_id, type, direction, amount_cents, status, address, chain_reference, created_at)
         VALUES (?, ?, 'withdraw', 'out', ?, 'pending', ?, ?, ?)`,
      )
      .run(userId, transferId, amountCents, address, randomUUID(), nowIso()).lastInsertRowid,
  );
}

const PENDING_SELECT = `SELECT id, user_id, amount_cents, address, chain_reference, created_at FROM transactions
  WHERE type = 'withdraw' AND status = 'pending'`;

export function pendingWithdrawal(db: Db, id: number): PendingWithdrawal | undefined {
  return db.prepare<[number], PendingWithdrawal>(`${PENDING_SELECT} AND id = ?`).get(id);
}

export function pendingWithdrawalIds(db: Db): number[] {
  return db
    .prepare<[], PendingWithdrawal>(`${PENDING_SELECT} ORDER BY id`)
    .all()
    .map((row) => row.id);
}

/**
 * Step two, once the chain has answered for good: pending to the chain (completed, with its hash), or
 * back to the wallet (voided, `failed`). Only a withdrawal still pending moves, inside the write lock, so
 * two settlers (a retry, another instance) finish it once.
 */
export function finishWithdrawal(db: Db, id: number, outcome: { hash: string } | { voided: true }): void {
  db.transaction(() => {
    const withdrawal = pendingWithdrawal(db, id);
    if (!withdrawal) return;
    const { user_id: userId, amount_cents: amountCents } = withdrawal;
    if ('hash' in outcome) {
      move(db, 'withdraw-complete', [
        { kind: 'pending', userId, amountCents: -amountCents },
        { kind: 'chain', userId: null, amountCents },
      ]);
      db.prepare(`UPDATE transactions SET status = 'completed', hash = ? WHERE id = ?`).run(outcome.hash, id);
    } else {
      move(db, 'withdraw-void', [
        { kind: 'pending', userId, amountCents: -amountCents },
        { kind: 'wallet', userId, amountCents },
      ]);
      db.prepare(`UPDATE transactions SET status = 'failed' WHERE id = ?`).run(id);
    }
  }).immediate();
}
