import { fromCents } from '../../src/core/contract/common';
import type { Earning, Transaction } from '../../src/core/contract/wallet';
import { param, query } from '../db/query';
import type { Row } from '../db/tables';
import type { Sql } from '../db/sql';
import { loadUsers } from './load-users';
import { toCreatorSummary, type SummaryRow } from './users';

/** A transaction as stored (transfer_id is null for a withdrawal not yet settled). */
export type TransactionRow = Row<'transactions'>;

const transactionQuery = query((db) => db.selectFrom('transactions').selectAll().where('id', '=', param<number>('id')));
const transactionsOf = query((db) =>
  db
    .selectFrom('transactions')
    .selectAll()
    .where('user_id', '=', param<number>('user'))
    .orderBy('id', 'desc')
    .limit(param<number>('limit'))
    .offset(param<number>('offset')),
);
const transactionCount = query((db) =>
  db
    .selectFrom('transactions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', param<number>('user')),
);
const ownTransactionId = query((db) =>
  db
    .selectFrom('transactions')
    .select('id')
    .where('id', '=', param<number>('id'))
    .where('user_id', '=', param<number>('user')),
);

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
  const rows = await q.all(transactionsOf, { user: userId, ...page });
  const total = await q.get(transactionCount, { user: userId });
  return { transactions: await toTransactions(q, rows), total: total?.n ?? 0 };
}

/** The member's own transaction @id, or null when there is none or it is someone else's. */
export async function ownTransaction(q: Sql, id: number, userId: number): Promise<Transaction | null> {
  if (!(await q.get(ownTransactionId, { id, user: userId }))) return null;
  return transactionById(q, id);
}

/** Transaction @id's row, as stored. */
export const transactionRow = (q: Sql, id: number) => q.get(transactionQuery, { id });

export async function transactionById(q: Sql, id: number): Promise<Transaction> {
  const row = await transactionRow(q, id);
  if (!row) throw new Error(`transaction ${id} not found`);
  const [transaction] = await toTransactions(q, [row]);
  if (!transaction) throw new Error(`transaction ${id} not found`);
  return transaction;
}

const earningsOf = query((db) =>
  db.selectFrom('earnings').selectAll().where('creator_id', '=', param<number>('creator')).orderBy('id'),
);

/** An earning as stored: from_id is null for a crypto tip from a reader without an account, site for the app. */
export type EarningRow = Pick<
  Row<'earnings'>,
  'id' | 'type' | 'amount_cents' | 'from_id' | 'post_id' | 'message' | 'coin' | 'site' | 'created_at'
>;

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
export const allEarnings = (q: Sql, creatorId: number) => q.all(earningsOf, { creator: creatorId });
