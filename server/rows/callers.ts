import { nowIso } from '../db/database';
import { param, query, type QueryBuilder } from '../db/query';
import type { Sql } from '../db/sql';
import type { EmbedRow } from './embeds';
import { totalPosts, type UserRow } from './users';

/**
 * Which token is a live session, of `tokens t`, with its user `u` (a closed account's sessions have
 * ended) and its site connection `e`, if it has one. Binds @token (its hash) and @now. PostgreSQL's
 * money calls read their caller with it too (postgres-money.ts).
 */
const liveToken = (db: QueryBuilder) =>
  db
    .selectFrom('tokens as t')
    .innerJoin('users as u', (join) => join.onRef('u.id', '=', 't.user_id').on('u.closed_at', 'is', null))
    .leftJoin('embeds as e', 'e.id', 't.embed_id')
    .where('t.token_hash', '=', param<string>('token'))
    .where('t.revoked_at', 'is', null)
    .where('t.expires_at', '>', param<string>('now'));

/** A money call's caller: the user, their site connection (id, revoked_at, expires_at, site) if the token has one. */
export const callerQuery = query((db) =>
  liveToken(db).select(['t.user_id', 't.embed_id', 'e.id as connection_id', 'e.revoked_at', 'e.expires_at', 'e.site']),
);

/** A token whose site connection was revoked, or has expired, or is gone. */
export const connectionEnded = (connection: Pick<EmbedRow, 'revoked_at' | 'expires_at'> | null, now: string) =>
  !connection || connection.revoked_at !== null || connection.expires_at <= now;

/** Who pays in a money call: the member, and the site connection the call came through (or null). */
export interface Payer {
  userId: number;
  embedId: number | null;
  /** The connected site's origin (its receipts name it), or null in the app. */
  site: string | null;
}

/** Why a money call's token did not let it run; the call ran nothing and keeps nothing. */
export type CallerRefusal = 'session_ended' | 'connection_ended' | 'embed_scope';

/**
 * A money call's caller, read inside its transaction from the token it was sent with (a call reads
 * its own, so a tip is one round trip on PostgreSQL: postgres-money.ts's cuppa_caller does the same).
 * `embedAllowed`: whether a connected site's token may make this call (API.md: subscribe and coffee).
 */
export async function callerOf(
  q: Sql,
  token: string,
  now: string,
  embedAllowed: boolean,
): Promise<Payer | CallerRefusal> {
  const row = await q.get(callerQuery, { token, now });
  if (!row) return 'session_ended';
  if (row.embed_id === null) return { userId: row.user_id, embedId: null, site: null };
  const connection =
    row.connection_id === null ? null : { revoked_at: row.revoked_at, expires_at: row.expires_at ?? '' };
  if (connectionEnded(connection, now)) return 'connection_ended';
  if (!embedAllowed) return 'embed_scope';
  return { userId: row.user_id, embedId: row.embed_id, site: row.site };
}

/**
 * A live session's token: its id, its user, its site connection (null for a full session), and
 * whether that connection has ended (revoked, expired, or gone while the token still names it).
 */
export interface SessionRead {
  tokenId: number;
  user: UserRow;
  embed: EmbedRow | null;
  connectionEnded: boolean;
}

/** A request's token, its user and its site connection (if any) in one query, one round trip. */
const sessionQuery = query((db) =>
  liveToken(db)
    .selectAll('u')
    .select(totalPosts)
    .select([
      't.id as token_id',
      't.embed_id as token_embed_id',
      'e.id as embed__id',
      'e.user_id as embed__user_id',
      'e.site as embed__site',
      'e.daily_cap_cents as embed__daily_cap_cents',
      'e.handoff_id as embed__handoff_id',
      'e.challenge as embed__challenge',
      'e.redeemed_at as embed__redeemed_at',
      'e.revoked_at as embed__revoked_at',
      'e.expires_at as embed__expires_at',
      'e.created_at as embed__created_at',
    ]),
);

/** The live session a token hash opens now, or null for none (unknown, revoked, expired, closed). */
export async function readSession(q: Sql, token: string): Promise<SessionRead | null> {
  const now = nowIso();
  const row = await q.get(sessionQuery, { token, now });
  if (!row) return null;
  const {
    token_id: tokenId,
    token_embed_id: embedId,
    embed__id: id,
    embed__user_id: userId,
    embed__site: site,
    embed__daily_cap_cents: dailyCapCents,
    embed__handoff_id: handoffId,
    embed__challenge: challenge,
    embed__redeemed_at: redeemedAt,
    embed__revoked_at: revokedAt,
    embed__expires_at: expiresAt,
    embed__created_at: createdAt,
    ...user
  } = row;
  // A left join's columns read as nullable; with the connection's id there, its NOT NULL columns are too.
  const embed: EmbedRow | null =
    embedId === null || id === null
      ? null
      : ({
          id,
          user_id: userId,
          site,
          daily_cap_cents: dailyCapCents,
          handoff_id: handoffId,
          challenge,
          redeemed_at: redeemedAt,
          revoked_at: revokedAt,
          expires_at: expiresAt,
          created_at: createdAt,
        } as EmbedRow);
  return { tokenId, user, embed, connectionEnded: embedId !== null && connectionEnded(embed, now) };
}
