import type { Context, MiddlewareHandler } from 'hono';
import type { Principal, ServerEnv } from '../route-env';
import { nowIso } from '../db/database';
import { HttpError } from '../http/http-error';
import type { EmbedRow } from '../rows/embeds';
import { USER_COLUMNS, type UserRow } from '../rows/users';
import { hashToken } from './tokens';

/** Reads the bearer token, if any; a bad or expired one is 401 rather than silently anonymous. */
export const resolvePrincipal: MiddlewareHandler<ServerEnv> = async (c, next) => {
  const header = c.req.header('Authorization');
  if (!header) {
    c.set('principal', null);
    return next();
  }
  const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header);
  if (!match?.[1]) throw new HttpError('unauthenticated', 'The Authorization header must be "Bearer <token>"');
  const { sql } = c.get('ctx');
  const now = nowIso();
  const row = await sql.get<PrincipalRow>(PRINCIPAL_SELECT, hashToken(match[1]), now);
  if (!row) throw new HttpError('unauthenticated', 'Your session has ended: sign in again');
  const { token_id: tokenId, token_embed_id: embedId, ...rest } = row;
  const embed = embedId === null ? null : embedOf(rest);
  if (embedId !== null && (!embed || embed.revoked_at || embed.expires_at <= now)) {
    throw new HttpError('unauthenticated', 'This site is no longer connected: connect it again');
  }
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

/**
 * A request's token, its user and its site connection (if any) in one query, one round trip: a
 * session whose token is revoked or expired, or whose account is closed, finds no row.
 */
const PRINCIPAL_SELECT = `SELECT ${USER_COLUMNS}, t.id AS token_id, t.embed_id AS token_embed_id,
  ${EMBED_COLUMNS.map((column) => `e.${column} AS ${EMBED_PREFIX}${column}`).join(', ')}
  FROM tokens t JOIN users u ON u.id = t.user_id AND u.closed_at IS NULL LEFT JOIN embeds e ON e.id = t.embed_id
  WHERE t.token_hash = ? AND t.revoked_at IS NULL AND t.expires_at > ?`;

/** The connection's row, or null when the token names one that no longer exists. */
function embedOf(row: Record<string, unknown>): EmbedRow | null {
  if (row[`${EMBED_PREFIX}id`] === null) return null;
  return Object.fromEntries(
    EMBED_COLUMNS.map((column) => [column, row[`${EMBED_PREFIX}${column}`]]),
  ) as unknown as EmbedRow;
}

/**
 * The signed-in caller. Embed tokens work only where `embed` is allowed (API.md: me, creator lookup,
 * subscription list, subscribe, coffee).
 */
export function requireUser(c: Context<ServerEnv>, options: { embed?: boolean } = {}): Principal {
  const principal = c.get('principal');
  if (!principal) throw new HttpError('unauthenticated', 'Sign in to continue');
  if (principal.embed && !options.embed) throw embedScope();
  return principal;
}

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
  return new HttpError('embed_scope', 'A connected site cannot do this: open Cuppa to continue');
}

export function requireRole(principal: Principal, role: 'host' | 'admin'): void {
  const allowed =
    role === 'host' ? principal.user.is_host === 1 || principal.user.is_admin === 1 : principal.user.is_admin === 1;
  if (!allowed)
    throw new HttpError('forbidden', role === 'admin' ? 'Only admins can do this' : 'Only hosts can do this');
}
