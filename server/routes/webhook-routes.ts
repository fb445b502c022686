import { Hono } from 'hono';
import { pageQuerySchema } from '../../src/core/contract/common';
import { webhookRequestSchema } from '../../src/core/contract/webhooks';
import { requireUser } from './principal';
import type { ServerEnv } from '../route-env';
import { paging } from '../http/paging';
import { pathId, readJson, readQuery } from '../http/validate';
import {
  deliveryLog,
  listWebhooks,
  registerWebhook,
  removeWebhook,
  requireCreator,
  sendTestEvent,
} from '../services/webhooks/manage-webhooks';

/**
 * A creator's webhook endpoints (API.md, 'Webhooks'): a full session only, never a connected site. Only
 * a creator registers one; the endpoints a member has stay theirs to list, test and delete after they
 * stop taking payments, since their subscribers' renewals and endings still send events.
 */
export function webhookRoutes(): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();
  const owner = (c: Parameters<typeof requireUser>[0]) => requireUser(c).user;

  app.get('/v1/creator/webhooks', async (c) => {
    const user = owner(c);
    return c.json({ webhooks: await listWebhooks(c.get('ctx').sql, user) });
  });

  app.post('/v1/creator/webhooks', async (c) => {
    const user = owner(c);
    requireCreator(user);
    const body = await readJson(c, webhookRequestSchema);
    const { sql, webhookPolicy } = c.get('ctx');
    return c.json({ webhook: await registerWebhook(sql, webhookPolicy, user, body) }, 201);
  });

  app.delete('/v1/creator/webhooks/:id', async (c) => {
    const user = owner(c);
    await removeWebhook(c.get('ctx').sql, user, pathId(c));
    return c.json({ ok: true as const });
  });

  app.post('/v1/creator/webhooks/:id/test', async (c) => {
    const user = owner(c);
    const { sql, jobs } = c.get('ctx');
    const delivery = await sendTestEvent(sql, user, pathId(c));
    jobs.poke();
    return c.json({ delivery }, 201);
  });

  app.get('/v1/creator/webhooks/:id/deliveries', async (c) => {
    const user = owner(c);
    const query = readQuery(c, pageQuerySchema);
    return c.json(await deliveryLog(c.get('ctx').sql, user, pathId(c), paging(query)));
  });

  return app;
}
