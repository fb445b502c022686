import { nowIso } from '../db/database';
import type { ExpressionBuilder } from 'kysely';
import { param, query } from '../db/query';
import type { Sql, SqlTx } from '../db/sql';
import type { Tables } from '../db/tables';
import { LedgerError } from './ledger-error';

export type AccountKind = 'wallet' | 'pending' | 'chain';

export interface Posting {
  kind: AccountKind;
  /** Null for the chain account, which mirrors the outside world. */
  userId: number | null;
  amountCents: number;
}

/** The accounts as `a`, for an account's balance read beside its row. */
type AccountAs = ExpressionBuilder<Tables & { a: Tables['accounts'] }, 'a'>;

/**
 * An account's balance, of `accounts a`: its row's, plus the changes appended to it and not folded in
 * yet (issue 41). Read in one statement, it is exact: a fold deletes changes and adds them to the row
 * in one transaction. Both engines' money calls read balances through this.
 */
const accountBalance = (eb: AccountAs) =>
  eb(
    'a.balance_cents',
    '+',
    eb.fn.coalesce(
      eb
        .selectFrom('balance_changes as c')
        .select((c) => c.fn.sum<number>('c.amount_cents').as('changes'))
        .whereRef('c.account_id', '=', 'a.id'),
      eb.lit(0),
    ),
  );

/** The balance of @user's account of @kind (postgres-money.ts's cuppa_points reads the wallet's with it). */
export const BALANCE = query((db) =>
  db
    .selectFrom('accounts as a')
    .select((eb) => accountBalance(eb).as('balance_cents'))
    .where('a.kind', '=', param<AccountKind>('kind'))
    .where('a.user_id', '=', param<number>('user')),
);

const accountOf = query((db) =>
  db
    .selectFrom('accounts')
    .select('id')
    .where('kind', '=', param<AccountKind>('kind'))
    .where('user_id', '=', param<number>('user')),
);
const userlessAccountOf = query((db) =>
  db.selectFrom('accounts').select('id').where('kind', '=', param<AccountKind>('kind')).where('user_id', 'is', null),
);
const insertAccount = query((db) =>
  db
    .insertInto('accounts')
    .values({ kind: param<AccountKind>('kind'), user_id: param<number | null>('user') })
    .onConflict((oc) => oc.doNothing()),
);

const findAccount = (q: Sql, kind: AccountKind, userId: number | null) =>
  userId === null ? q.get(userlessAccountOf, { kind }) : q.get(accountOf, { kind, user: userId });

/** The account's id, made on first use; two transactions making it at once get the same row (unique kind and user). */
async function accountId(tx: SqlTx, kind: AccountKind, userId: number | null): Promise<number> {
  const found = await findAccount(tx, kind, userId);
  if (found) return found.id;
  await tx.run(insertAccount, { kind, user: userId });
  const made = await findAccount(tx, kind, userId);
  if (!made) throw new Error(`account ${kind} of ${userId} could not be made`);
  return made.id;
}

export async function balanceCents(q: Sql, kind: AccountKind, userId: number): Promise<number> {
  const row = await q.get(BALANCE, { kind, user: userId });
  return row?.balance_cents ?? 0;
}

export const walletCents = (q: Sql, userId: number) => balanceCents(q, 'wallet', userId);

// PostgreSQL's alone: SQLite's BEGIN IMMEDIATE holds the whole database already.
const walletLock = query((db) =>
  db
    .selectFrom('accounts')
    .select('id')
    .where('kind', '=', 'wallet')
    .where('user_id', '=', param<number>('user'))
    .forNoKeyUpdate(),
);

/**
 * Holds the member's wallet until the transaction ends (PostgreSQL; SQLite's write lock holds the whole
 * database already): a money call's checks (the balance, the daily cap, already subscribed, already
 * unlocked) then see every earlier call of the same member, on any instance, and none in flight.
 */
export async function lockWallet(tx: SqlTx, userId: number): Promise<void> {
  if (tx.engine === 'sqlite') return;
  await tx.get(walletLock, { user: userId });
}

const takeChanges = query((db) =>
  db.deleteFrom('balance_changes').where('account_id', '=', param<number>('account')).returning('amount_cents'),
);
const addToBalance = query((db) =>
  db
    .updateTable('accounts')
    .set((eb) => ({ balance_cents: eb('balance_cents', '+', param<number>('amount')) }))
    .where('id', '=', param<number>('account')),
);

/**
 * Folds the account's appended changes into its row, and says how much they came to. The caller holds
 * the row (`forUpdate`), so no other fold runs on it meanwhile; changes appended meanwhile stay for the
 * next. One statement deletes and reads them, so none is lost between a read and a delete.
 */
export async function foldChanges(tx: SqlTx, accountId: number): Promise<number> {
  const changes = await tx.all(takeChanges, { account: accountId });
  const sum = changes.reduce((total, change) => total + change.amount_cents, 0);
  if (sum !== 0) await tx.run(addToBalance, { amount: sum, account: accountId });
  return sum;
}

/** A query per shape of a move (how many accounts it touches, and which have no user), built on first use. */
function perShape<K, Q>(build: (shape: K) => Q): (shape: K) => Q {
  const built = new Map<K, Q>();
  return (shape) => {
    let made = built.get(shape);
    if (!made) built.set(shape, (made = build(shape)));
    return made;
  };
}

/**
 * The accounts of a move's postings with their rows' balances, in one statement (SQLite): posting i's
 * is @kind<i> of @user<i>, or of no user where the shape has `-` at i (the chain's).
 */
export const accountsOwnedBy = perShape((shape: string) =>
  query((db) =>
    db
      .selectFrom('accounts')
      .select(['id', 'kind', 'user_id', 'balance_cents'])
      .where((eb) =>
        eb.or(
          [...shape].map((owner, i) =>
            eb.and([
              eb('kind', '=', param<AccountKind>(`kind${i}`)),
              owner === '-' ? eb('user_id', 'is', null) : eb('user_id', '=', param<number>(`user${i}`)),
            ]),
          ),
        ),
      ),
  ),
);

/** The accounts @id0 … @id<count - 1>, held (PostgreSQL) in ascending id. */
const lockedAccountsOf = perShape((count: number) =>
  query((db, engine) => {
    const ids = Array.from({ length: count }, (_, i) => param<number>(`id${i}`));
    const read = db.selectFrom('accounts').select(['id', 'balance_cents']).where('id', 'in', ids).orderBy('id');
    return engine === 'postgres' ? read.forNoKeyUpdate() : read;
  }),
);

const insertTransfer = query((db) =>
  db
    .insertInto('transfers')
    .values({ kind: param<string>('kind'), created_at: param<string>('now') })
    .returning('id'),
);
/** A transfer's postings in one statement: @transfer, and @account<i> and @amount<i> of each. */
const postingsInsertOf = perShape((count: number) =>
  query((db) =>
    db.insertInto('postings').values(
      Array.from({ length: count }, (_, i) => ({
        transfer_id: param<number>('transfer'),
        account_id: param<number>(`account${i}`),
        amount_cents: param<number>(`amount${i}`),
      })),
    ),
  ),
);
const appendChange = query((db) =>
  db
    .insertInto('balance_changes')
    .values({ account_id: param<number>('account'), amount_cents: param<number>('amount') }),
);

interface MovedAccount {
  id: number;
  posting: Posting;
}

/** An account a move takes money from: its balance is the move's rule. */
const isChecked = ({ posting }: MovedAccount) => posting.kind !== 'chain' && posting.amountCents < 0;

/** What a move reads of its accounts: their ids, ascending, and the balances of the rows it checks. */
interface MoveAccounts {
  accounts: MovedAccount[];
  rowBalances(checked: MovedAccount[]): Promise<Map<number, number>>;
}

/**
 * PostgreSQL: each account's id, then the accounts the move takes money from, held in ascending id (so
 * two moves never hold them in opposite orders) and read under the hold. The accounts it pays into are
 * not held.
 */
async function postgresAccounts(tx: SqlTx, postings: Posting[]): Promise<MoveAccounts> {
  const accounts: MovedAccount[] = [];
  for (const posting of postings) accounts.push({ id: await accountId(tx, posting.kind, posting.userId), posting });
  accounts.sort((a, b) => a.id - b.id);
  return {
    accounts,
    async rowBalances(checked) {
      const locked = await tx.all(
        lockedAccountsOf(checked.length),
        Object.fromEntries(checked.map(({ id }, i) => [`id${i}`, id])),
      );
      return new Map(locked.map((row) => [row.id, row.balance_cents]));
    },
  };
}

/**
 * SQLite, one writer at a time: every account and its row's balance in one statement (a move read three
 * before: two ids, then the balances; issue 41), made first where one is missing.
 */
async function sqliteAccounts(tx: SqlTx, postings: Posting[]): Promise<MoveAccounts> {
  const shape = postings.map((posting) => (posting.userId === null ? '-' : 'u')).join('');
  const values: Record<string, string | number> = {};
  postings.forEach((posting, i) => {
    values[`kind${i}`] = posting.kind;
    if (posting.userId !== null) values[`user${i}`] = posting.userId;
  });
  const read = () => tx.all(accountsOwnedBy(shape), values);
  let rows = await read();
  const rowOf = (posting: Posting) => rows.find((row) => row.kind === posting.kind && row.user_id === posting.userId);
  const missing = postings.filter((posting) => !rowOf(posting));
  if (missing.length > 0) {
    for (const posting of missing) await tx.run(insertAccount, { kind: posting.kind, user: posting.userId });
    rows = await read();
  }
  const accounts = postings.map((posting) => {
    const row = rowOf(posting);
    if (!row) throw new Error(`account ${posting.kind} of ${posting.userId} could not be made`);
    return { id: row.id, posting };
  });
  accounts.sort((a, b) => a.id - b.id);
  const balances = new Map(rows.map((row) => [row.id, row.balance_cents]));
  return { accounts, rowBalances: async () => balances };
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
  const { accounts, rowBalances } =
    tx.engine === 'sqlite' ? await sqliteAccounts(tx, postings) : await postgresAccounts(tx, postings);
  const checked = accounts.filter(isChecked);
  const others = accounts.filter((account) => !checked.includes(account));
  if (checked.length > 0) {
    const balances = await rowBalances(checked);
    for (const { id, posting } of checked) {
      let balance = balances.get(id) ?? 0;
      if (balance + posting.amountCents < 0) balance += await foldChanges(tx, id);
      if (balance + posting.amountCents < 0) throw new LedgerError({ code: 'insufficient_balance' });
    }
  }
  const transfer = await tx.get(insertTransfer, { kind, now: nowIso() });
  if (!transfer) throw new Error('transfer not recorded');
  const postingValues: Record<string, number> = { transfer: transfer.id };
  accounts.forEach(({ id, posting }, i) => {
    postingValues[`account${i}`] = id;
    postingValues[`amount${i}`] = posting.amountCents;
  });
  await tx.run(postingsInsertOf(accounts.length), postingValues);
  const apply = (id: number, amountCents: number) => tx.run(addToBalance, { amount: amountCents, account: id });
  for (const { id, posting } of checked) await apply(id, posting.amountCents);
  for (const { id, posting } of others) {
    if (tx.engine === 'postgres') await tx.run(appendChange, { account: id, amount: posting.amountCents });
    else await apply(id, posting.amountCents);
  }
  return transfer.id;
}

const auditMismatches = query((db) =>
  db
    .selectFrom('accounts as a')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) =>
      eb(
        accountBalance(eb),
        '!=',
        eb
          .selectFrom('postings as p')
          .select((p) => p.fn.coalesce(p.fn.sum<number>('p.amount_cents'), p.lit(0)).as('posted'))
          .whereRef('p.account_id', '=', 'a.id'),
      ),
    ),
);
const auditStrays = query((db) =>
  db
    .selectFrom('balance_changes as c')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('accounts as a')
            .select((a) => a.lit(1).as('one'))
            .whereRef('a.id', '=', 'c.account_id'),
        ),
      ),
    ),
);
const auditTotal = query((db) =>
  db.selectFrom('postings').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('total')),
);

const belowZero = query((db) =>
  db
    .selectFrom('accounts as a')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('a.kind', '<>', 'chain')
    .where((eb) => eb(accountBalance(eb), '<', 0)),
);

/** For tests and audits: how many accounts (the chain's aside, which mirrors the outside world) are below zero. */
export async function accountsBelowZero(q: Sql): Promise<number> {
  return (await q.get(belowZero))?.n ?? 0;
}

/**
 * The invariant, for tests and audits: every balance (its row's and its appended changes) equals the sum
 * of its postings, every change belongs to an account, and all postings sum to zero.
 */
export async function auditLedger(q: Sql): Promise<{ balancesMatch: boolean; total: number }> {
  const mismatches = await q.get(auditMismatches);
  const strays = await q.get(auditStrays);
  const total = await q.get(auditTotal);
  return { balancesMatch: (mismatches?.n ?? 1) === 0 && strays?.n === 0, total: total?.total ?? NaN };
}
