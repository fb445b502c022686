import type { Context, MiddlewareHandler } from 'hono';
import type { Principal, ServerEnv } from '../route-env';
import { nowIso } from '../db/database';
import type { Sql } from '../db/sql';
import { HttpError, refusalError } from '../http/http-error';
import type { EmbedRow } from '../rows/embeds';
import { USER_COLUMNS, type UserRow } from '../rows/users';
import { hashToken } from './tokens';
import { apiMessages } from '../../src/core/contract/api-messages';

/**
 * The request's bearer token, as the hash it is stored as; null without an Authorization header. A
 * header of another shape is 401 rather than silently anonymous.
 */
export function bearerTokenHash(c: Context): string | null {
  const header = c.req.header('Authorization');
  if (!header) return null;
  const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header);
  if (!match?.[1]) throw new HttpError('unauthenticated', 'The Authorization header must be "Bearer <token>"');
  return hashToken(match[1]);
}

/**
 * Which token is a live session, of `tokens t`, with its user `u` (a closed account's sessions have
 * ended) and its site connection `e`, if it has one. Binds @token (its hash) and @now. PostgreSQL's
 * money calls read their caller with it too (postgres-money.ts).
 */
export const LIVE_TOKEN = `FROM tokens t JOIN users u ON u.id = t.user_id AND u.closed_at IS NULL
  LEFT JOIN embeds e ON e.id = t.embed_id
  WHERE t.token_hash = @token AND t.revoked_at IS NULL AND t.expires_at > @now`;

/** A money call's caller: the user, their site connection (id, revoked_at, expires_at, site) if the token has one. */
export const CALLER_SELECT = `SELECT t.user_id, t.embed_id, e.id AS connection_id, e.revoked_at, e.expires_at, e.site
  ${LIVE_TOKEN}`;

export const sessionEnded = () => new HttpError('unauthenticated', apiMessages.sessionEnded);

/** A token whose site connection was revoked, or has expired, or is gone. */
const isEnded = (connection: Pick<EmbedRow, 'revoked_at' | 'expires_at'> | null, now: string) =>
  !connection || connection.revoked_at !== null || connection.expires_at <= now;

/** Reads the bearer token, if any; a bad or expired one is 401 rather than silently anonymous. */
export const resolvePrincipal: MiddlewareHandler<ServerEnv> = async (c, next) => {
  const token = bearerTokenHash(c);
  if (token === null) {
    c.set('principal', null);
    return next();
  }
  const { sql } = c.get('ctx');
  const now = nowIso();
  const row = await sql.get<PrincipalRow>(PRINCIPAL_SELECT, { token, now });
  if (!row) throw sessionEnded();
  const { token_id: tokenId, token_embed_id: embedId, ...rest } = row;
  const embed = embedId === null ? null : embedOf(rest);
  if (embedId !== null && isEnded(embed, now)) throw refusalError({ code: 'connection_ended' });
  const user = Object.fromEntries(
    Object.entries(rest).filter(([column]) => !column.startsWith(EMBED_PREFIX)),
  ) as unknown as UserRow;
  c.set('principal', { user, tokenId, embed });
  return next();
};

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

type PrincipalRow = UserRow & { token_id: number; token_embed_id: number | null } & Record<string, unknown>;

/** A request's token, its user and its site connection (if any) in one query, one round trip. */
const PRINCIPAL_SELECT = `SELECT ${USER_COLUMNS}, t.id AS token_id, t.embed_id AS token_embed_id,
  ${EMBED_COLUMNS.map((column) => `e.${column} AS ${EMBED_PREFIX}${column}`).join(', ')} ${LIVE_TOKEN}`;

/** The connection's row, or null when the token names one that no longer exists. */
function embedOf(row: Record<string, unknown>): EmbedRow | null {
  if (row[`${EMBED_PREFIX}id`] === null) return null;
  return Object.fromEntries(
    EMBED_COLUMNS.map((column) => [column, row[`${EMBED_PREFIX}${column}`]]),
  ) as unknown as EmbedRow;
}

/** Who pays in a money call: the member, and the site connection the call came through (or null). */
export interface Payer {
  userId: number;
  embedId: number | null;
  /** The connected site's origin (its receipts name it), or null in the app. */
  site: string | null;
}

/** Why a money call's token did not let it run; the call ran nothing and keeps nothing. */
export type CallerRefusal = 'session_ended' | 'connection_ended' | 'embed_scope';

/** The answer for each, the same as resolvePrincipal's and requireUser's. */
export function callerError(refusal: CallerRefusal): HttpError {
  if (refusal === 'session_ended') return sessionEnded();
  if (refusal === 'connection_ended') return refusalError({ code: 'connection_ended' });
  return embedScope();
}

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
  if (isEnded(connection, now)) return 'connection_ended';
  if (!embedAllowed) return 'embed_scope';
  return { userId: row.user_id, embedId: row.embed_id, site: row.site };
}

/**
 * The signed-in caller. Embed tokens work only where `embed` is allowed (API.md: me, creator lookup,
 * subscription list, subscribe, coffee).
 */
export function requireUser(c: Context<ServerEnv>, options: { embed?: boolean } = {}): Principal {
  const principal = c.get('principal');
  if (!principal) throw signInFirst();
  if (principal.embed && !options.embed) throw embedScope();
  return principal;
}

/** No Authorization header where one is needed. */
export const signInFirst = () => new HttpError('unauthenticated', apiMessages.signIn);

/**
 * The caller of a route open to visitors: a full session, or a visitor (null). An embed token is
 * refused here rather than read as its member (API.md): a connected site must never see what the
 * member's own session sees (unlocked posts, private profiles), nor pass for a visitor either.
 */
export function visitorOrMember(c: Context<ServerEnv>): Principal | null {
  const principal = c.get('principal');
  if (principal?.embed) throw embedScope();
  return principal;
}

function embedScope(): HttpError {
  return new HttpError('embed_scope', apiMessages.embedScope);
}

export function requireRole(principal: Principal, role: 'host' | 'admin'): void {
  const allowed =
    role === 'host' ? principal.user.is_host === 1 || principal.user.is_admin === 1 : principal.user.is_admin === 1;
  if (!allowed) throw new HttpError('forbidden', role === 'admin' ? apiMessages.adminsOnly : apiMessages.hostsOnly);
}
