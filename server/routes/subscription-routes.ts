import { Hono } from 'hono';
import { subscriptionChangeRequestSchema } from '../../src/core/contract/money';
import { embedAllowed, requireUser } from './principal';
import type { ServerEnv } from '../route-env';
import { readJson } from '../http/validate';
import { changeRenewal, listSubscriptions, subscriberFigures } from '../services/subscriptions/member-subscriptions';

/**
 * A member's subscriptions (API.md, 'A creator's business'): the list (a connected site may read it, as
 * the subscribe button does), cancelling and resuming (a full session only: the member's own choice in
 * the app), and a creator's subscriber figures.
 */
export function subscriptionRoutes(): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();

  app.get('/v1/customer/subscriber/list', embedAllowed, async (c) => {
    const { user } = requireUser(c);
    return c.json({ subscriptions: await listSubscriptions(c.get('ctx').sql, user.id) });
  });

  for (const [path, renews] of [
    ['/v1/customer/subscriber/cancel', false],
    ['/v1/customer/subscriber/resume', true],
  ] as const) {
    app.post(path, async (c) => {
      const { user } = requireUser(c);
      const body = await readJson(c, subscriptionChangeRequestSchema);
      return c.json({ subscription: await changeRenewal(c.get('ctx').sql, user.id, body.creator_id, renews) });
    });
  }

  app.get('/v1/creator/subscribers', async (c) => {
    const { user } = requireUser(c);
    return c.json(await subscriberFigures(c.get('ctx').sql, user.id));
  });

  return app;
}
