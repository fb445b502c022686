import type { Context, MiddlewareHandler } from 'hono';
import type { Principal, ServerEnv } from '../route-env';
import { nowIso } from '../db/database';
import { HttpError } from '../http/http-error';
import type { EmbedRow } from '../rows/embeds';
import { USER_SELECT, type UserRow } from '../rows/users';
import { hashToken } from './tokens';
import { apiMessages } from '../../src/core/contract/api-messages';

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
  const token = await sql.get<{ id: number; user_id: number; embed_id: number | null }>(
    'SELECT id, user_id, embed_id FROM tokens WHERE token_hash = ? AND revoked_at IS NULL AND expires_at > ?',
    hashToken(match[1]),
    nowIso(),
  );
  const user = token
    ? await sql.get<UserRow>(`${USER_SELECT} WHERE u.id = ? AND u.closed_at IS NULL`, token.user_id)
    : undefined;
  if (!token || !user) throw new HttpError('unauthenticated', apiMessages.sessionEnded);
  let embed: EmbedRow | null = null;
  if (token.embed_id !== null) {
    embed = (await sql.get<EmbedRow>('SELECT * FROM embeds WHERE id = ?', token.embed_id)) ?? null;
    if (!embed || embed.revoked_at || embed.expires_at <= nowIso()) {
      throw new HttpError('unauthenticated', apiMessages.siteDisconnected);
    }
  }
  c.set('principal', { user, tokenId: token.id, embed });
  return next();
};

/**
 * The signed-in caller. Embed tokens work only where `embed` is allowed (API.md: me, creator lookup,
 * subscription list, subscribe, coffee).
 */
export function requireUser(c: Context<ServerEnv>, options: { embed?: boolean } = {}): Principal {
  const principal = c.get('principal');
  if (!principal) throw new HttpError('unauthenticated', apiMessages.signIn);
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
  return new HttpError('embed_scope', apiMessages.embedScope);
}

export function requireRole(principal: Principal, role: 'host' | 'admin'): void {
  const allowed =
    role === 'host' ? principal.user.is_host === 1 || principal.user.is_admin === 1 : principal.user.is_admin === 1;
  if (!allowed) throw new HttpError('forbidden', role === 'admin' ? apiMessages.adminsOnly : apiMessages.hostsOnly);
}
