import { nowIso, type Db } from '../db/database';
import { LedgerError } from './ledger-error';

export type AccountKind = 'wallet' | 'pending' | 'chain';

export interface Posting {
  kind: AccountKind;
  /** Null for the chain account, which mirrors the outside world. */
  userId: number | null;
  amountCents: number;
}

function accountId(db: Db, kind: AccountKind, userId: number | null): number {
  const find =
    userId === null
      ? db.prepare<[string], { id: number }>('SELECT id FROM accounts WHERE kind = ? AND user_id IS NULL').get(kind)
      : db
          .prepare<[string, number], { id: number }>('SELECT id FROM accounts WHERE kind = ? AND user_id = ?')
          .get(kind, userId);
  if (find) return find.id;
  return Number(db.prepare('INSERT INTO accounts (kind, user_id) VALUES (?, ?)').run(kind, userId).lastInsertRowid);
}

export function balanceCents(db: Db, kind: AccountKind, userId: number): number {
  return (
    db
      .prepare<[string, number], { balance_cents: number }>(
        'SELECT balance_cents FROM accounts WHERE kind = ? AND user_id = ?',
      )
      .get(kind, userId)?.balance_cents ?? 0
  );
}

export const walletCents = (db: Db, userId: number) => balanceCents(db, 'wallet', userId);

/**
 * Records one money move: postings that sum to zero, each applied to its account's balance.
 * Call it inside an IMMEDIATE transaction; an account that would go below zero refuses the whole move.
 */
export function move(db: Db, kind: string, postings: Posting[]): number {
  if (!db.inTransaction) throw new Error('ledger moves must run inside a transaction');
  if (postings.some((posting) => !Number.isSafeInteger(posting.amountCents)))
    throw new Error('postings are whole cents');
  if (postings.reduce((sum, posting) => sum + posting.amountCents, 0) !== 0)
    throw new Error('postings must sum to zero');
  const createdAt = nowIso();
  const transferId = Number(
    db.prepare('INSERT INTO transfers (kind, created_at) VALUES (?, ?)').run(kind, createdAt).lastInsertRowid,
  );
  const insert = db.prepare('INSERT INTO postings (transfer_id, account_id, amount_cents) VALUES (?, ?, ?)');
  const apply = db.prepare('UPDATE accounts SET balance_cents = balance_cents + ? WHERE id = ?');
  for (const posting of postings) {
    const id = accountId(db, posting.kind, posting.userId);
    if (posting.kind !== 'chain' && posting.amountCents < 0) {
      const { balance_cents } = db
        .prepare<[number], { balance_cents: number }>('SELECT balance_cents FROM accounts WHERE id = ?')
        .get(id) ?? {
        balance_cents: 0,
      };
      if (balance_cents + posting.amountCents < 0) {
        throw new LedgerError('insufficient_balance', 'Your balance is too low for this: recharge your wallet first');
      }
    }
    insert.run(transferId, id, posting.amountCents);
    apply.run(posting.amountCents, id);
  }
  return transferId;
}

/** The invariant, for tests and audits: every balance equals the sum of its postings, and all sum to zero. */
export function auditLedger(db: Db): { balancesMatch: boolean; total: number } {
  const mismatches = db
    .prepare<[], { n: number }>(
      `SELECT COUNT(*) AS n FROM accounts a
       WHERE a.balance_cents != (SELECT COALESCE(SUM(amount_cents), 0) FROM postings p WHERE p.account_id = a.id)`,
    )
    .get();
  const total = db.prepare<[], { total: number }>('SELECT COALESCE(SUM(amount_cents), 0) AS total FROM postings').get();
  return { balancesMatch: (mismatches?.n ?? 1) === 0, total: total?.total ?? NaN };
}
