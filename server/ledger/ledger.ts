import { paymentRefusals } from '../../src/core/contract/money';
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
    'SELECT balance_cents FROM accounts WHERE kind = ? AND user_id = ?',
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
 * Records one money move: postings that sum to zero, each applied to its account's balance. Runs inside
 * the caller's transaction; an account that would go below zero refuses the whole move.
 *
 * The accounts a move takes money from are locked (PostgreSQL) in ascending id, read and changed at
 * once: their balance is the rule. The accounts it pays into are changed at the commit
 * (`tx.atCommit`), in ascending id: a popular creator's wallet, which every tip to them writes, is then
 * held for the commit's round trip rather than for the whole call, so tips to one creator do not queue
 * behind each other's other work. So a credit is not yet in its balance within the transaction that
 * made it; nothing reads it there.
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
      if ((balances.get(id) ?? 0) + posting.amountCents < 0) {
        throw new LedgerError('insufficient_balance', paymentRefusals.lowBalance);
      }
    }
  }
  const transfer = await tx.get<{ id: number }>(
    'INSERT INTO transfers (kind, created_at) VALUES (?, ?) RETURNING id',
    kind,
    nowIso(),
  );
  if (!transfer) throw new Error('transfer not recorded');
  const apply = (id: number, amountCents: number) =>
    tx.run('UPDATE accounts SET balance_cents = balance_cents + ? WHERE id = ?', amountCents, id);
  for (const { id, posting } of accounts) {
    await tx.run(
      'INSERT INTO postings (transfer_id, account_id, amount_cents) VALUES (?, ?, ?)',
      transfer.id,
      id,
      posting.amountCents,
    );
  }
  for (const { id, posting } of checked) await apply(id, posting.amountCents);
  tx.atCommit(async () => {
    for (const { id, posting } of others) await apply(id, posting.amountCents);
  });
  return transfer.id;
}

/** The invariant, for tests and audits: every balance equals the sum of its postings, and all sum to zero. */
export async function auditLedger(q: Sql): Promise<{ balancesMatch: boolean; total: number }> {
  const mismatches = await q.get<{ n: number }>(
    `SELECT COUNT(*) AS n FROM accounts a
     WHERE a.balance_cents != (SELECT COALESCE(SUM(amount_cents), 0) FROM postings p WHERE p.account_id = a.id)`,
  );
  const total = await q.get<{ total: number }>('SELECT COALESCE(SUM(amount_cents), 0) AS total FROM postings');
  return { balancesMatch: (mismatches?.n ?? 1) === 0, total: total?.total ?? NaN };
}
