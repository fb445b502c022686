import type { MiddlewareHandler } from 'hono';

const ALLOW_METHODS = 'GET,POST,PATCH,DELETE,OPTIONS';
const ALLOW_HEADERS = 'Authorization,Content-Type,Device-Id,Idempotency-Key';

/**
 * CORS for any origin: the API is called with bearer tokens, never cookies, so no credentials are
 * allowed. Written here rather than with hono/cors, which sets its headers through `c.res`: under the
 * Node adapter that builds a full Response before the route runs and a second one after (about a
 * tenth of a lookup's time). These headers go with whatever the request is answered with, errors
 * included, so a page on another site can read the API's JSON error.
 */
export const anyOriginCors: MiddlewareHandler = async (c, next) => {
  c.header('Access-Control-Allow-Origin', '*');
  if (c.req.method !== 'OPTIONS') return next();
  c.header('Access-Control-Allow-Methods', ALLOW_METHODS);
  c.header('Access-Control-Allow-Headers', ALLOW_HEADERS);
  c.header('Access-Control-Max-Age', '600');
  c.header('Vary', 'Access-Control-Request-Headers');
  return c.body(null, 204);
};
