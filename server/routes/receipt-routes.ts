import { Hono } from 'hono';
import { receiptIdPattern } from '../../src/core/contract/receipts';
import type { ServerEnv } from '../route-env';

import { HttpError } from '../http/http-error';
import { receiptStatus } from '../services/receipts/receipt-status';
import { receiptJwks } from '../services/receipts/sign-receipt';

/** Public, for sites' servers: the keys receipts are signed with, and whether a receipt still holds. */
export function receiptRoutes(): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();

  app.get('/v1/receipts/jwks', (c) => {
    // Verifiers cache it; a new key is listed before it signs anything (docs/api-reference-server.md).
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(receiptJwks(c.get('ctx').receipts));
  });

  app.get('/v1/receipts/:id', async (c) => {
    const id = c.req.param('id');
    const { sql, receipts } = c.get('ctx');
    const status = receiptIdPattern.test(id) ? await receiptStatus(sql, receipts, id) : undefined;
    if (!status) throw new HttpError('not_found', 'No such receipt');
    c.header('Cache-Control', 'no-store');
    return c.json({ receipt: status });
  });

  return app;
}
