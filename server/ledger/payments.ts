import type { Payer } from '../rows/callers';
import type { EmbedRow } from '../rows/embeds';
import type { TransactionRow } from '../rows/wallet';
import { DAY_MS, nowIso } from '../db/database';
import type { Sql, SqlTx } from '../db/sql';
import { move } from './ledger';
import { LedgerError } from './ledger-error';

export type PaymentType = 'tip' | 'subscription' | 'unlock';

/**
 * What a connected site has spent for its member since @since, through the connection @embed and any
 * it replaced: the cap is per member and site (API.md), so connecting again does not start the day
 * over. PostgreSQL's money calls run the same query (postgres-money.ts).
 */
export const SPENT_SINCE = `SELECT COALESCE(SUM(t.amount_cents), 0) AS spent FROM transactions t
  WHERE t.embed_id IN (
    SELECT other.id FROM embeds this
    JOIN embeds other ON other.user_id = this.user_id AND other.site = this.site
    WHERE this.id = @embed
  ) AND t.direction = 'out' AND t.created_at > @since`;

/** What a connected site has spent for its member in the last 24 hours (rolling). */
export async function spentTodayCents(q: Sql, embedId: number): Promise<number> {
  const since = new Date(Date.now() - DAY_MS).toISOString();
  const row = await q.get<{ spent: number }>(SPENT_SINCE, { embed: embedId, since });
  return row?.spent ?? 0;
}

/**
 * An embed token spends at most its daily cap in any rolling 24 hours. The connection is read again
 * here, inside the money transaction: one revoked or replaced after the request was authenticated
 * pays nothing ("revoking it stops it at once"), and a cap lowered meanwhile holds.
 */
export async function checkDailyCap(tx: SqlTx, payer: Payer, amountCents: number): Promise<void> {
  if (payer.embedId === null) return;
  const embed = await tx.get<Pick<EmbedRow, 'id' | 'daily_cap_cents' | 'revoked_at' | 'expires_at'>>(
    'SELECT id, daily_cap_cents, revoked_at, expires_at FROM embeds WHERE id = ?',
    payer.embedId,
  );
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
  const insert = `INSERT INTO transactions (user_id, transfer_id, type, direction, amount_cents, status, counterparty_id, post_id, embed_id, created_at)
     VALUES (?, ?, ?, ?, ?, 'completed', ?, ?, ?, ?) RETURNING *`;
  const postId = input.postId ?? null;
  const paid = await tx.get<TransactionRow>(
    insert,
    payerId,
    transferId,
    input.type,
    'out',
    input.amountCents,
    input.creatorId,
    postId,
    payer.embedId,
    createdAt,
  );
  if (!paid) throw new Error('payment not recorded');
  await tx.get(
    insert,
    input.creatorId,
    transferId,
    input.type,
    'in',
    input.amountCents,
    payerId,
    postId,
    null,
    createdAt,
  );
  await tx.run(
    'INSERT INTO earnings (creator_id, from_id, transfer_id, type, amount_cents, post_id, message, public, site, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    input.creatorId,
    payerId,
    transferId,
    input.type,
    input.amountCents,
    postId,
    input.message || null,
    input.public ? 1 : 0,
    // Where it was paid: the connected site whose embed token paid it; null in the app.
    payer.site,
    createdAt,
  );
  return paid;
}
