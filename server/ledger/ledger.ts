import { nowIso } from '../db/database';
import type { Sql, SqlTx } from '../db/sql';
import { LedgerError } from './ledger-error';

export type AccountKind = 'wallet' | 'pending' | 'chain';

export interface Posting {
  kind: AccountKind;
  /** Null for the chain account, which mirrors the outside world. */
  userId: number | null;
  amountCents: number;
}

/**
 * An account's balance, of `accounts a`: its row's, plus the changes appended to it and not folded in
 * yet (issue 41). Read in one statement, it is exact: a fold deletes changes and adds them to the row
 * in one transaction. Both engines' money calls read balances through this.
 */
export const ACCOUNT_BALANCE = `a.balance_cents + COALESCE((SELECT SUM(c.amount_cents) FROM balance_changes c WHERE c.account_id = a.id), 0)`;

const findAccount = (q: Sql, kind: AccountKind, userId: number | null) =>
  userId === null
    ? q.get<{ id: number }>('SELECT id FROM accounts WHERE kind = ? AND user_id IS NULL', kind)
    : q.get<{ id: number }>('SELECT id FROM accounts WHERE kind = ? AND user_id = ?', kind, userId);

/** The account's id, made on first use; two transactions making it at once get the same row (unique kind and user). */
async function accountId(tx: SqlTx, kind: AccountKind, userId: number | null): Promise<number> {
  const found = await findAccount(tx, kind, userId);
  if (found) return found.id;
  await tx.run('INSERT INTO accounts (kind, user_id) VALUES (?, ?) ON CONFLICT DO NOTHING', kind, userId);
  const made = await findAccount(tx, kind, userId);
  if (!made) throw new Error(`account ${kind} of ${userId} could not be made`);
  return made.id;
}

export async function balanceCents(q: Sql, kind: AccountKind, userId: number): Promise<number> {
  const row = await q.get<{ balance_cents: number }>(
    `SELECT ${ACCOUNT_BALANCE} AS balance_cents FROM accounts a WHERE a.kind = ? AND a.user_id = ?`,
    kind,
    userId,
  );
  return row?.balance_cents ?? 0;
}

export const walletCents = (q: Sql, userId: number) => balanceCents(q, 'wallet', userId);

/**
 * Holds the member's wallet until the transaction ends (PostgreSQL; SQLite's write lock holds the whole
 * database already): a money call's checks (the balance, the daily cap, already subscribed, already
 * unlocked) then see every earlier call of the same member, on any instance, and none in flight.
 */
export async function lockWallet(tx: SqlTx, userId: number): Promise<void> {
  await tx.get(`SELECT id FROM accounts WHERE kind = 'wallet' AND user_id = ?${tx.forUpdate}`, userId);
}

/**
 * Folds the account's appended changes into its row, and says how much they came to. The caller holds
 * the row (`forUpdate`), so no other fold runs on it meanwhile; changes appended meanwhile stay for the
 * next. One statement deletes and reads them, so none is lost between a read and a delete.
 */
export async function foldChanges(tx: SqlTx, accountId: number): Promise<number> {
  const changes = await tx.all<{ amount_cents: number }>(
    'DELETE FROM balance_changes WHERE account_id = ? RETURNING amount_cents',
    accountId,
  );
  const sum = changes.reduce((total, change) => total + change.amount_cents, 0);
  if (sum !== 0) await tx.run('UPDATE accounts SET balance_cents = balance_cents + ? WHERE id = ?', sum, accountId);
  return sum;
}

/**
 * Records one money move: postings that sum to zero, each applied to its account's balance. Runs inside
 * the caller's transaction; an account that would go below zero refuses the whole move.
 *
 * The accounts a move takes money from are locked (PostgreSQL) in ascending id and read: their balance
 * is the rule. A row's balance that falls short has its appended changes folded in first, so the row
 * itself never goes below zero (its CHECK stays the last guard). The accounts it pays into, and the
 * chain account, which has no balance rule, are not touched on PostgreSQL: their changes are appended
 * (`balance_changes`), so tips to one creator do not queue on the creator's row. SQLite, one writer at
 * a time, adds them to the rows at once.
 */
export async function move(tx: SqlTx, kind: string, postings: Posting[]): Promise<number> {
  if (postings.some((posting) => !Number.isSafeInteger(posting.amountCents)))
    throw new Error('postings are whole cents');
  if (postings.reduce((sum, posting) => sum + posting.amountCents, 0) !== 0)
    throw new Error('postings must sum to zero');
  const accounts: { id: number; posting: Posting }[] = [];
  for (const posting of postings) accounts.push({ id: await accountId(tx, posting.kind, posting.userId), posting });
  accounts.sort((a, b) => a.id - b.id);
  const checked = accounts.filter(({ posting }) => posting.kind !== 'chain' && posting.amountCents < 0);
  const others = accounts.filter((account) => !checked.includes(account));
  if (checked.length > 0) {
    const locked = await tx.all<{ id: number; balance_cents: number }>(
      `SELECT id, balance_cents FROM accounts WHERE id IN (${checked.map(() => '?').join(',')}) ORDER BY id${tx.forUpdate}`,
      ...checked.map(({ id }) => id),
    );
    const balances = new Map(locked.map((row) => [row.id, row.balance_cents]));
    for (const { id, posting } of checked) {
      let balance = balances.get(id) ?? 0;
      if (balance + posting.amountCents < 0) balance += await foldChanges(tx, id);
      if (balance + posting.amountCents < 0) throw new LedgerError({ code: 'insufficient_balance' });
    }
  }
  const transfer = await tx.get<{ id: number }>(
    'INSERT INTO transfers (kind, created_at) VALUES (?, ?) RETURNING id',
    kind,
    nowIso(),
  );
  if (!transfer) throw new Error('transfer not recorded');
  for (const { id, posting } of accounts) {
    await tx.run(
      'INSERT INTO postings (transfer_id, account_id, amount_cents) VALUES (?, ?, ?)',
      transfer.id,
      id,
      posting.amountCents,
    );
  }
  const apply = (id: number, amountCents: number) =>
    tx.run('UPDATE accounts SET balance_cents = balance_cents + ? WHERE id = ?', amountCents, id);
  for (const { id, posting } of checked) await apply(id, posting.amountCents);
  for (const { id, posting } of others) {
    if (tx.engine === 'postgres')
      await tx.run('INSERT INTO balance_changes (account_id, amount_cents) VALUES (?, ?)', id, posting.amountCents);
    else await apply(id, posting.amountCents);
  }
  return transfer.id;
}

/**
 * The invariant, for tests and audits: every balance (its row's and its appended changes) equals the sum
 * of its postings, every change belongs to an account, and all postings sum to zero.
 */
export async function auditLedger(q: Sql): Promise<{ balancesMatch: boolean; total: number }> {
  const mismatches = await q.get<{ n: number }>(
    `SELECT COUNT(*) AS n FROM accounts a
     WHERE ${ACCOUNT_BALANCE} != (SELECT COALESCE(SUM(amount_cents), 0) FROM postings p WHERE p.account_id = a.id)`,
  );
  const strays = await q.get<{ n: number }>(
    'SELECT COUNT(*) AS n FROM balance_changes c WHERE NOT EXISTS (SELECT 1 FROM accounts a WHERE a.id = c.account_id)',
  );
  const total = await q.get<{ total: number }>('SELECT COALESCE(SUM(amount_cents), 0) AS total FROM postings');
  return { balancesMatch: (mismatches?.n ?? 1) === 0 && strays?.n === 0, total: total?.total ?? NaN };
}
