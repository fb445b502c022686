import { Hono } from 'hono';
import { pageQuerySchema } from '../../src/core/contract/common';
import { notificationReadRequestSchema } from '../../src/core/contract/notifications';
import { requireUser } from './principal';
import type { ServerEnv } from '../route-env';
import { paging } from '../http/paging';
import { readJson, readQuery } from '../http/validate';
import { notificationPage, readNotifications } from '../services/notifications';

/** A member's notifications and their read state (API.md, 'A creator's business'): a full session only. */
export function notificationRoutes(): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();

  app.get('/v1/customer/notifications', async (c) => {
    const { user } = requireUser(c);
    const query = readQuery(c, pageQuerySchema);
    return c.json(await notificationPage(c.get('ctx').sql, user.id, paging(query)));
  });

  app.post('/v1/customer/notifications/read', async (c) => {
    const { user } = requireUser(c);
    const body = await readJson(c, notificationReadRequestSchema);
    return c.json({ unread: await readNotifications(c.get('ctx').sql, user.id, body.ids) });
  });

  return app;
}
