import { nowIso } from '../db/database';
import type { Sql } from '../db/sql';
import type { EmbedRow } from './embeds';
import { USER_COLUMNS, type UserRow } from './users';

/**
 * Which token is a live session, of `tokens t`, with its user `u` (a closed account's sessions have
 * ended) and its site connection `e`, if it has one. Binds @token (its hash) and @now. PostgreSQL's
 * money calls read their caller with it too (postgres-money.ts).
 */
const LIVE_TOKEN = `FROM tokens t JOIN users u ON u.id = t.user_id AND u.closed_at IS NULL
  LEFT JOIN embeds e ON e.id = t.embed_id
  WHERE t.token_hash = @token AND t.revoked_at IS NULL AND t.expires_at > @now`;

/** A money call's caller: the user, their site connection (id, revoked_at, expires_at, site) if the token has one. */
export const CALLER_SELECT = `SELECT t.user_id, t.embed_id, e.id AS connection_id, e.revoked_at, e.expires_at, e.site
  ${LIVE_TOKEN}`;

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
  const row = await q.get<{
    user_id: number;
    embed_id: number | null;
    connection_id: number | null;
    revoked_at: string | null;
    expires_at: string | null;
    site: string | null;
  }>(CALLER_SELECT, { token, now });
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

const EMBED_PREFIX = 'embed__';
const EMBED_COLUMNS = [
  'id',
  'user_id',
  'site',
  'daily_cap_cents',
  'handoff_id',
  'challenge',
  'redeemed_at',
  'revoked_at',
  'expires_at',
  'created_at',
] as const satisfies readonly (keyof EmbedRow)[];

type SessionRow = UserRow & { token_id: number; token_embed_id: number | null } & Record<string, unknown>;

/** A request's token, its user and its site connection (if any) in one query, one round trip. */
const SESSION_SELECT = `SELECT ${USER_COLUMNS}, t.id AS token_id, t.embed_id AS token_embed_id,
  ${EMBED_COLUMNS.map((column) => `e.${column} AS ${EMBED_PREFIX}${column}`).join(', ')} ${LIVE_TOKEN}`;

/** The connection's row, or null when the token names one that no longer exists. */
function embedOf(row: Record<string, unknown>): EmbedRow | null {
  if (row[`${EMBED_PREFIX}id`] === null) return null;
  return Object.fromEntries(
    EMBED_COLUMNS.map((column) => [column, row[`${EMBED_PREFIX}${column}`]]),
  ) as unknown as EmbedRow;
}

/** The live session a token hash opens now, or null for none (unknown, revoked, expired, closed). */
export async function readSession(q: Sql, token: string): Promise<SessionRead | null> {
  const now = nowIso();
  const row = await q.get<SessionRow>(SESSION_SELECT, { token, now });
  if (!row) return null;
  const { token_id: tokenId, token_embed_id: embedId, ...rest } = row;
  const user = Object.fromEntries(
    Object.entries(rest).filter(([column]) => !column.startsWith(EMBED_PREFIX)),
  ) as unknown as UserRow;
  const embed = embedId === null ? null : embedOf(rest);
  return { tokenId, user, embed, connectionEnded: embedId !== null && connectionEnded(embed, now) };
}
