import type { Payer } from '../rows/callers';
import type { TransactionRow } from '../rows/wallet';
import { dayBefore, nowIso } from '../db/database';
import { named, param, query } from '../db/query';
import type { Sql, SqlTx } from '../db/sql';
import { move } from './ledger';
import { LedgerError } from './ledger-error';

export type PaymentType = 'tip' | 'subscription' | 'unlock';

/**
 * What a connected site has spent for its member since @since, through the connection @embed and any
 * it replaced: the cap is per member and site (API.md), so connecting again does not start the day
 * over. PostgreSQL's money calls run the same query (postgres-money.ts).
 */
export const SPENT_SINCE = query((db) =>
  db
    .selectFrom('transactions as t')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('t.amount_cents'), eb.lit(0)).as('spent'))
    .where('t.embed_id', 'in', (eb) =>
      eb
        .selectFrom('embeds as this')
        .innerJoin('embeds as other', (join) =>
          join.onRef('other.user_id', '=', 'this.user_id').onRef('other.site', '=', 'this.site'),
        )
        .select('other.id')
        .where('this.id', '=', param<number>('embed')),
    )
    .where('t.direction', '=', 'out')
    .where('t.created_at', '>', param<string>('since')),
);

const embedCap = query((db) =>
  db
    .selectFrom('embeds')
    .select(['id', 'daily_cap_cents', 'revoked_at', 'expires_at'])
    .where('id', '=', param<number>('embed')),
);

/**
 * A payment's two sides in one statement: the payer's ('out', the row returned to the caller) and the
 * creator's ('in').
 */
const insertPayments = query((db) => {
  const side = {
    transfer_id: param<number>('transfer_id'),
    type: param<PaymentType>('type'),
    amount_cents: param<number>('amount_cents'),
    post_id: param<number | null>('post_id'),
    created_at: param<string>('created_at'),
    status: 'completed' as const,
  };
  const payer = param<number>('payer');
  const creator = param<number>('creator');
  return db
    .insertInto('transactions')
    .values([
      { ...side, user_id: payer, direction: 'out', counterparty_id: creator, embed_id: param<number | null>('embed') },
      { ...side, user_id: creator, direction: 'in', counterparty_id: payer, embed_id: null },
    ])
    .returningAll();
});

const insertEarning = query((db) =>
  db
    .insertInto('earnings')
    .values(
      named('earnings', 'creator_id from_id transfer_id type amount_cents post_id message public site created_at'),
    ),
);

/** What a connected site has spent for its member in the last 24 hours (rolling). */
export async function spentTodayCents(q: Sql, embedId: number): Promise<number> {
  const row = await q.get(SPENT_SINCE, { embed: embedId, since: dayBefore(nowIso()) });
  return row?.spent ?? 0;
}

/**
 * An embed token spends at most its daily cap in any rolling 24 hours. The connection is read again
 * here, inside the money transaction: one revoked or replaced after the request was authenticated
 * pays nothing ("revoking it stops it at once"), and a cap lowered meanwhile holds.
 */
export async function checkDailyCap(tx: SqlTx, payer: Payer, amountCents: number): Promise<void> {
  if (payer.embedId === null) return;
  const embed = await tx.get(embedCap, { embed: payer.embedId });
  if (!embed || embed.revoked_at || embed.expires_at <= nowIso()) {
    throw new LedgerError({ code: 'connection_ended' });
  }
  const spent = await spentTodayCents(tx, embed.id);
  if (spent + amountCents > embed.daily_cap_cents) {
    throw new LedgerError({ code: 'daily_limit', cap_cents: embed.daily_cap_cents, spent_cents: spent });
  }
}

/**
 * A member pays a creator: the member's wallet to the creator's wallet, with a transaction on each
 * side and the creator's earning; the payer's side is what it returns. Runs inside the caller's money
 * call (runMoneyCall), which holds the payer's wallet, so the daily cap above counts every earlier
 * payment of this member. PostgreSQL's money calls do the same in cuppa_pay (postgres-money.ts).
 */
export async function pay(
  tx: SqlTx,
  payer: Payer,
  input: {
    creatorId: number;
    amountCents: number;
    type: PaymentType;
    postId?: number | null;
    /** A tipper's note to the creator, kept on the earning the creator reads. */
    message?: string | null;
    /** The payer chose to show their first name and message on the creator's supporters wall. */
    public?: boolean;
  },
): Promise<TransactionRow> {
  await checkDailyCap(tx, payer, input.amountCents);
  const payerId = payer.userId;
  const transferId = await move(tx, input.type, [
    { kind: 'wallet', userId: payerId, amountCents: -input.amountCents },
    { kind: 'wallet', userId: input.creatorId, amountCents: input.amountCents },
  ]);
  const createdAt = nowIso();
  const side = {
    transfer_id: transferId,
    type: input.type,
    amount_cents: input.amountCents,
    post_id: input.postId ?? null,
    created_at: createdAt,
  };
  const sides = await tx.all(insertPayments, {
    payer: payerId,
    creator: input.creatorId,
    embed: payer.embedId,
    ...side,
  });
  const paid = sides.find((row) => row.direction === 'out');
  if (!paid) throw new Error('payment not recorded');
  // `side` last, in both: rows/users.ts's toPublicUser says why.
  await tx.run(insertEarning, {
    creator_id: input.creatorId,
    from_id: payerId,
    message: input.message || null,
    public: input.public ? 1 : 0,
    // Where it was paid: the connected site whose embed token paid it; null in the app.
    site: payer.site,
    ...side,
  });
  return paid;
}
