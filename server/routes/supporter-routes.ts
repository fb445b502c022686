import { apiMessageTemplates } from '../../src/core/contract/api-messages';
import { Hono } from 'hono';
import { supportersQuerySchema } from '../../src/core/contract/supporters';

import type { ServerContext, ServerEnv } from '../route-env';
import { HttpError } from '../http/http-error';
import { readQuery } from '../http/validate';
import { openUserByAlias } from '../rows/load-users';
import { creatorGoal } from '../services/creator-goal';
import { supportersWall } from '../services/supporters-wall';

/** Public, for the widgets and the profile: a creator's goal and supporters wall (API.md). */
export function supporterRoutes(): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();

  const creatorOf = async (sql: ServerContext['sql'], alias: string) => {
    const creator = await openUserByAlias(sql, alias);
    if (!creator) throw new HttpError('not_found', apiMessageTemplates.noCreatorCalled.write(alias.slice(0, 40)));
    return creator;
  };

  app.get('/v1/customer/creator/:alias/goal', async (c) => {
    const { sql } = c.get('ctx');
    const creator = await creatorOf(sql, c.req.param('alias'));
    return c.json({ goal: await creatorGoal(sql, creator.id) });
  });

  app.get('/v1/customer/creator/:alias/supporters', async (c) => {
    const { limit } = readQuery(c, supportersQuerySchema);
    const { sql } = c.get('ctx');
    const creator = await creatorOf(sql, c.req.param('alias'));
    return c.json({ supporters: await supportersWall(sql, creator.id, limit) });
  });

  return app;
}
