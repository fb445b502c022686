import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HttpError } from './http/http-error';

export const JSON_BODY_LIMIT = 1024 * 1024;

export interface AppOptions {
  /** Where failures that are not HttpErrors are reported; never sent to the client. */
  logError?: (error: unknown) => void;
}

/** The reference API under /api: CORS for any origin (bearer tokens only), 1 MB bodies, JSON errors. */
export function createApp(options: AppOptions = {}): Hono {
  const logError = options.logError ?? ((error: unknown) => console.error(error));
  const app = new Hono();

  app.use(
    '/api/*',
    cors({
      origin: '*',
      allowMethods: ['GET', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
      allowHeaders: ['Authorization', 'Content-Type', 'Device-Id', 'Idempotency-Key'],
      maxAge: 600,
    }),
  );
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: JSON_BODY_LIMIT,
      onError: () => {
        throw new HttpError('too_large', 'The request body is larger than 1 MB');
      },
    }),
  );

  app.get('/api/health', (c) => c.json({ ok: true }));

  app.notFound((c) => c.json(new HttpError('not_found', 'Not found').toBody(), 404));
  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json(error.toBody(), error.status as ContentfulStatusCode);
    logError(error);
    return c.json({ error: 'Something went wrong on our side', code: 'internal' }, 500);
  });
  return app;
}
