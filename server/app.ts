import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { uploadLimits } from '../src/core/contract/profile';
import { resolvePrincipal } from './routes/principal';
import type { ServerContext, ServerEnv } from './route-env';
import { anyOriginCors } from './http/cors';
import { HttpError, toHttpError } from './http/http-error';
import { refuseNulInUrl } from './http/nul-text';
import { authRoutes } from './routes/auth-routes';
import { checklistRoutes } from './routes/checklist-routes';
import { creatorRoutes } from './routes/creator-routes';
import { cryptoTipRoutes } from './routes/crypto-tip-routes';
import { demoImageRoutes } from './routes/demo-image-routes';
import { embedRoutes } from './routes/embed-routes';
import { moneyRoutes, paymentRoutes } from './routes/money-routes';
import { notificationRoutes } from './routes/notification-routes';
import { postRoutes } from './routes/post-routes';
import { profileRoutes } from './routes/profile-routes';
import { receiptRoutes } from './routes/receipt-routes';
import { subscriptionRoutes } from './routes/subscription-routes';
import { supporterRoutes } from './routes/supporter-routes';
import { travelRoutes } from './routes/travel-routes';
import { walletRoutes } from './routes/wallet-routes';
import { webhookRoutes } from './routes/webhook-routes';
import { apiMessages } from '../src/core/contract/api-messages';

export const JSON_BODY_LIMIT = 1024 * 1024;
const UPLOAD_PATH = '/api/v1/customer/upload-image';
// Multipart framing around a 5 MB file; the file itself is checked against 5 MB exactly.
const UPLOAD_BODY_LIMIT = uploadLimits.maxBytes + 64 * 1024;

/** A route's body limit, and Hono's bodyLimit over it for a body that arrives in chunks. */
function bodyRule(maxSize: number, label: string) {
  const tooLarge = () => {
    throw new HttpError('too_large', `The request body is larger than ${label}`);
  };
  return { maxSize, tooLarge, chunked: bodyLimit({ maxSize, onError: tooLarge }) };
}

/** The reference API under /api: CORS for any origin (bearer tokens only), 1 MB bodies, JSON errors. */
export function createApp(ctx: ServerContext): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();

  app.use('/api/*', anyOriginCors);
  const uploadRule = bodyRule(UPLOAD_BODY_LIMIT, '5 MB');
  const jsonRule = bodyRule(JSON_BODY_LIMIT, '1 MB');
  // Hono's bodyLimit asks for the body's stream first, and the Node adapter builds a whole Fetch Request
  // to give it (5% of a lookup's time, 12% of a tip's). A GET or HEAD has no body (the Fetch standard's
  // Request refuses one); a body of declared length is judged by its Content-Length, past which Node's
  // parser reads nothing into this request. Only a chunked body is counted as it arrives.
  app.use('/api/*', (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const rule = c.req.path === UPLOAD_PATH ? uploadRule : jsonRule;
    const length = c.req.header('Content-Length');
    if (length === undefined || c.req.header('Transfer-Encoding') !== undefined) return rule.chunked(c, next);
    if (Number(length) > rule.maxSize) rule.tooLarge();
    return next();
  });
  app.use('/api/*', async (c, next) => {
    c.set('ctx', ctx);
    c.header('X-Content-Type-Options', 'nosniff');
    refuseNulInUrl(c.req.url);
    await next();
  });
  // Nothing is answered from a database that is not migrated and seeded yet (a sign-in would say the
  // demo accounts do not exist, health would say ok): a request that arrives early waits until startApi
  // says ready (API.md), so a client never sees the start-up at all.
  app.use('/api/*', async (_c, next) => {
    if (!ctx.ready) await ctx.whenReady;
    await next();
  });
  // The calls that pay a creator read their caller's token inside their one database call, so they
  // come before resolvePrincipal's query (money-routes.ts).
  app.route('/api', paymentRoutes());
  app.use('/api/*', resolvePrincipal);

  app.get('/api/health', (c) => c.json({ ok: true }));
  for (const routes of [
    authRoutes(),
    creatorRoutes(ctx.product),
    supporterRoutes(),
    postRoutes(ctx.product),
    moneyRoutes(),
    subscriptionRoutes(),
    walletRoutes(ctx.product),
    cryptoTipRoutes(),
    profileRoutes(),
    embedRoutes(),
    travelRoutes(),
    demoImageRoutes(),
    webhookRoutes(),
    receiptRoutes(),
    notificationRoutes(),
    checklistRoutes(),
  ]) {
    app.route('/api', routes);
  }

  app.notFound((c) => c.json(new HttpError('not_found', apiMessages.notFound).toBody(), 404));
  app.onError((error, c) => {
    const known = toHttpError(error);
    if (known) {
      // The rest of an oversized body is never read: the connection cannot carry another request.
      if (known.code === 'too_large') c.header('Connection', 'close');
      return c.json(known.toBody(), known.status as ContentfulStatusCode);
    }
    ctx.logError(error);
    return c.json({ error: 'Something went wrong on our side', code: 'internal' }, 500);
  });
  return app;
}
