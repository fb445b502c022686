import { fromCents } from '../../src/core/contract/common';
import type { Earning, Transaction } from '../../src/core/contract/wallet';
import type { Sql } from '../db/sql';
import { loadUsers } from './load-users';
import { toCreatorSummary, type SummaryRow } from './users';

export interface TransactionRow {
  id: number;
  user_id: number;
  /** The ledger transfer it records (null for a withdrawal not yet settled). */
  transfer_id: number | null;
  type: Transaction['type'];
  direction: Transaction['direction'];
  amount_cents: number;
  status: Transaction['status'];
  counterparty_id: number | null;
  address: string | null;
  hash: string | null;
  fee_cents: number | null;
  created_at: string;
}

/** A transaction as API.md gives it, with its counterparty's row (or none). */
export function toTransaction(row: TransactionRow, counterparty: SummaryRow | undefined): Transaction {
  return {
    id: row.id,
    type: row.type,
    direction: row.direction,
    amount: fromCents(row.amount_cents),
    // What moved on the chain is USDC; a payment from the Cuppa balance is the contract's 'solana'.
    coin: row.type === 'withdraw' || row.type === 'recharge' || row.hash !== null ? 'usdc' : 'solana',
    fee: row.type === 'withdraw' ? fromCents(row.fee_cents ?? 0) : null,
    status: row.status,
    counterparty: counterparty ? toCreatorSummary(counterparty) : null,
    address: row.address,
    hash: row.hash,
    created_at: row.created_at,
  };
}

export async function toTransactions(q: Sql, rows: TransactionRow[]): Promise<Transaction[]> {
  const users = await loadUsers(
    q,
    rows.map((row) => row.counterparty_id),
  );
  return rows.map((row) =>
    toTransaction(row, row.counterparty_id === null ? undefined : users.get(row.counterparty_id)),
  );
}

/** A page of the member's own transactions, newest first, and how many they have in all. */
export async function transactionPage(
  q: Sql,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ transactions: Transaction[]; total: number }> {
  const rows = await q.all<TransactionRow>(
    'SELECT * FROM transactions WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?',
    userId,
    page.limit,
    page.offset,
  );
  const total = await q.get<{ n: number }>('SELECT COUNT(*) AS n FROM transactions WHERE user_id = ?', userId);
  return { transactions: await toTransactions(q, rows), total: total?.n ?? 0 };
}

/** The member's own transaction @id, or null when there is none or it is someone else's. */
export async function ownTransaction(q: Sql, id: number, userId: number): Promise<Transaction | null> {
  if (!(await q.get('SELECT 1 AS own FROM transactions WHERE id = ? AND user_id = ?', id, userId))) return null;
  return transactionById(q, id);
}

/** Transaction @id's row, as stored. */
export const transactionRow = (q: Sql, id: number) =>
  q.get<TransactionRow>('SELECT * FROM transactions WHERE id = ?', id);

export async function transactionById(q: Sql, id: number): Promise<Transaction> {
  const row = await transactionRow(q, id);
  if (!row) throw new Error(`transaction ${id} not found`);
  const [transaction] = await toTransactions(q, [row]);
  if (!transaction) throw new Error(`transaction ${id} not found`);
  return transaction;
}

export interface EarningRow {
  id: number;
  type: Earning['type'];
  amount_cents: number;
  /** Null for a crypto tip from a reader without an account. */
  from_id: number | null;
  post_id: number | null;
  message: string | null;
  coin: Earning['coin'];
  /** The connected site it was paid on, or null (the app, or a crypto tip). */
  site: string | null;
  created_at: string;
}

export async function toEarnings(q: Sql, rows: EarningRow[]): Promise<Earning[]> {
  const users = await loadUsers(
    q,
    rows.map((row) => row.from_id),
  );
  return rows.map((row) => {
    const from = row.from_id === null ? null : users.get(row.from_id);
    if (from === undefined) throw new Error(`earning ${row.id} has no payer`);
    return {
      id: row.id,
      type: row.type,
      amount: fromCents(row.amount_cents),
      from: from && toCreatorSummary(from),
      post_id: row.post_id,
      message: row.message,
      coin: row.coin,
      site: row.site,
      created_at: row.created_at,
    };
  });
}

/** Every earning of a creator, oldest first, as their books list them (the CSV export). */
export const allEarnings = (q: Sql, creatorId: number) =>
  q.all<EarningRow>('SELECT * FROM earnings WHERE creator_id = ? ORDER BY id', creatorId);
