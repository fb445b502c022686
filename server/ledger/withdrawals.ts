import { randomUUID } from 'node:crypto';
import type { NotNull } from 'kysely';
import { DAY_MS, nowIso } from '../db/database';
import { param, query, type RowOf } from '../db/query';
import type { Sql, SqlDb, SqlTx } from '../db/sql';
import type { LeaseFence } from '../jobs/job-fence';
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

const withdrawalsSince = query((db) =>
  db
    .selectFrom('transactions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', param<number>('user'))
    .where('type', '=', 'withdraw')
    .where('created_at', '>', param<string>('since')),
);
const insertWithdrawal = query((db) =>
  db
    .insertInto('transactions')
    .values({
      user_id: param<number>('user'),
      transfer_id: param<number>('transfer'),
      type: 'withdraw',
      direction: 'out',
      amount_cents: param<number>('amount'),
      fee_cents: param<number>('fee'),
      status: 'pending',
      address: param<string>('address'),
      chain_reference: param<string>('reference'),
      created_at: param<string>('now'),
    })
    .returning('id'),
);

/**
 * Withdrawal @id while it is pending: its fee (the on-chain cost charged to the member, taken from the
 * amount), and its chain reference (what the gateway knows it by: random, so it never names another
 * database's order). Held (PostgreSQL) when `held`.
 */
const pendingQuery = (held: boolean) =>
  query((db, engine) => {
    const read = db
      .selectFrom('transactions')
      .select((eb) => [
        'id',
        'user_id',
        'amount_cents',
        eb.fn.coalesce('fee_cents', eb.lit(0)).as('fee_cents'),
        'address',
        'chain_reference',
        'created_at',
      ])
      .where('type', '=', 'withdraw')
      .where('status', '=', 'pending')
      .where('id', '=', param<number>('id'))
      // A withdrawal is written with both (requestWithdrawal); other transactions may have neither.
      .$narrowType<{ address: NotNull; chain_reference: NotNull }>();
    return held && engine === 'postgres' ? read.forNoKeyUpdate() : read;
  });
const pending = pendingQuery(false);
const heldPending = pendingQuery(true);

const completeWithdrawal = query((db) =>
  db
    .updateTable('transactions')
    .set({ status: 'completed', hash: param<string>('hash') })
    .where('id', '=', param<number>('id')),
);
const failWithdrawal = query((db) =>
  db.updateTable('transactions').set({ status: 'failed' }).where('id', '=', param<number>('id')),
);

export type PendingWithdrawal = RowOf<typeof pending>;

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
  const made = await tx.get(withdrawalsSince, { user: userId, since });
  if ((made?.n ?? 0) >= WITHDRAWALS_PER_DAY) throw new WithdrawalLimitError();
  const transferId = await move(tx, 'withdraw', [
    { kind: 'wallet', userId, amountCents: -amountCents },
    { kind: 'pending', userId, amountCents },
  ]);
  const row = await tx.get(insertWithdrawal, {
    user: userId,
    transfer: transferId,
    amount: amountCents,
    fee: feeCents,
    address,
    reference: randomUUID(),
    now: nowIso(),
  });
  if (!row) throw new Error('withdrawal not recorded');
  await enqueueJob(tx, SETTLE_WITHDRAWAL, String(row.id));
  return row.id;
}

export function pendingWithdrawal(q: Sql, id: number): Promise<PendingWithdrawal | undefined> {
  return q.get(pending, { id });
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
  fence?: LeaseFence,
): Promise<void> {
  await sql.transaction(async (tx) => {
    // Run by the settlement's job: only under its lease, or another run of it may be settling too.
    await fence?.hold(tx);
    const withdrawal = await tx.get(heldPending, { id });
    if (!withdrawal) return;
    const { user_id: userId, amount_cents: amountCents } = withdrawal;
    if ('hash' in outcome) {
      await move(tx, 'withdraw-complete', [
        { kind: 'pending', userId, amountCents: -amountCents },
        { kind: 'chain', userId: null, amountCents },
      ]);
      await tx.run(completeWithdrawal, { hash: outcome.hash, id });
    } else {
      await move(tx, 'withdraw-void', [
        { kind: 'pending', userId, amountCents: -amountCents },
        { kind: 'wallet', userId, amountCents },
      ]);
      await tx.run(failWithdrawal, { id });
    }
  });
}
