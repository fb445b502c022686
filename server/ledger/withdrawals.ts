import type { ServerContext } from '../context';
import type { Db } from '../db/database';
import { nowIso } from '../db/database';
import { move } from './ledger';

/** Step one: the amount leaves the wallet for the member's pending account; the transaction is pending. */
export function requestWithdrawal(db: Db, userId: number, amountCents: number, address: string): number {
  const transferId = move(db, 'withdraw', [
    { kind: 'wallet', userId, amountCents: -amountCents },
    { kind: 'pending', userId, amountCents },
  ]);
  return Number(
    db
      .prepare(
        `INSERT INTO transactions (user_id, transfer_id, type, direction, amount_cents, status, address, created_at)
         VALUES (?, ?, 'withdraw', 'out', ?, 'pending', ?, ?)`,
      )
      .run(userId, transferId, amountCents, address, nowIso()).lastInsertRowid,
  );
}

/** Step two, when the chain answers: pending to the chain (completed), or back to the wallet (voided). */
export function settleWithdrawal(
  ctx: ServerContext,
  transactionId: number,
  address: string,
  amountCents: number,
): void {
  const { db } = ctx;
  const userId = db
    .prepare<[number], { user_id: number }>('SELECT user_id FROM transactions WHERE id = ?')
    .get(transactionId)?.user_id;
  if (userId === undefined) return;
  const finish = (outcome: { hash: string } | { failed: true }) => {
    try {
      db.transaction(() => {
        const status = db
          .prepare<[number], { status: string }>('SELECT status FROM transactions WHERE id = ?')
          .get(transactionId)?.status;
        if (status !== 'pending') return;
        if ('hash' in outcome) {
          move(db, 'withdraw-complete', [
            { kind: 'pending', userId, amountCents: -amountCents },
            { kind: 'chain', userId: null, amountCents },
          ]);
          db.prepare(`UPDATE transactions SET status = 'completed', hash = ? WHERE id = ?`).run(
            outcome.hash,
            transactionId,
          );
        } else {
          move(db, 'withdraw-void', [
            { kind: 'pending', userId, amountCents: -amountCents },
            { kind: 'wallet', userId, amountCents },
          ]);
          db.prepare(`UPDATE transactions SET status = 'failed' WHERE id = ?`).run(transactionId);
        }
      }).immediate();
    } catch (error) {
      ctx.logError(error);
    }
  };
  ctx.gateway.sendWithdrawal(address, amountCents).then(
    (hash) => finish({ hash }),
    () => finish({ failed: true }),
  );
}
