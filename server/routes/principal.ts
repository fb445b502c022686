import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { Principal, ServerEnv } from '../route-env';
import { HttpError, refusalError } from '../http/http-error';
import { readSession } from '../rows/callers';
import { hashToken } from '../auth/tokens';
import { apiMessages } from '../../src/core/contract/api-messages';

// The routes' authorization (DESIGN.md: routes parse, authorize, answer): who calls, read from the
// request's bearer token by the middleware app.ts mounts, and what each route requires of them. It stands
// with the routes, above route-env.ts, whose ServerEnv it reads; the session's query is a row reader
// (rows/callers.ts).

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

export const sessionEnded = () => refusalError({ code: 'session_ended' });

/**
 * Put before a route's handler, says an embed token may call it (API.md: me, creator lookup,
 * subscription list, subscribe, coffee; and the frame's own sign-out). Every other route refuses such a
 * token before it runs (resolvePrincipal), so a new route is closed to connected sites unless it says so.
 */
export const embedAllowed: MiddlewareHandler<ServerEnv> = (_c, next) => next();

/**
 * Reads the bearer token, if any; a bad or expired one is 401 rather than silently anonymous. An embed
 * token on a route not marked `embedAllowed` is 403 embed_scope, on routes open to visitors too (API.md):
 * a connected site must never see what the member's own session sees (unlocked posts, private
 * profiles), nor pass for a visitor either.
 */
export const resolvePrincipal: MiddlewareHandler<ServerEnv> = async (c, next) => {
  const token = bearerTokenHash(c);
  if (token === null) {
    c.set('principal', null);
    return next();
  }
  const session = await readSession(c.get('ctx').sql, token);
  if (!session) throw sessionEnded();
  const { user, tokenId, embed } = session;
  if (session.connectionEnded) throw refusalError({ code: 'connection_ended' });
  if (embed && !matchedRoutes(c).some(({ handler }) => handler === embedAllowed)) throw embedScope();
  c.set('principal', { user, tokenId, embed });
  return next();
};

/** The signed-in caller (an embed token only on the routes that allow one: resolvePrincipal). */
export function requireUser(c: Context<ServerEnv>): Principal {
  const principal = c.get('principal');
  if (!principal) throw signInFirst();
  return principal;
}

/** No Authorization header where one is needed. */
export const signInFirst = () => new HttpError('unauthenticated', apiMessages.signIn);

/** The caller of a route open to visitors: a signed-in member, or a visitor (null). */
export function visitorOrMember(c: Context<ServerEnv>): Principal | null {
  return c.get('principal');
}

const embedScope = () => refusalError({ code: 'embed_scope' });

export function requireRole(principal: Principal, role: 'host' | 'admin'): void {
  const allowed =
    role === 'host' ? principal.user.is_host === 1 || principal.user.is_admin === 1 : principal.user.is_admin === 1;
  if (!allowed) throw new HttpError('forbidden', role === 'admin' ? apiMessages.adminsOnly : apiMessages.hostsOnly);
}
