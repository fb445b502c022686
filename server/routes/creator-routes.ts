import { Hono } from 'hono';
import { creatorListQuerySchema, mediaQuerySchema } from '../../src/core/contract/posts';
import { embedAllowed, visitorOrMember } from './principal';
import type { ServerEnv } from '../route-env';
import { HttpError } from '../http/http-error';
import { paging } from '../http/paging';
import { pathId, readQuery } from '../http/validate';
import { requestWidgetSite } from '../http/widget-site';
import { loadActivity } from '../rows/activity';
import { creatorPage, isOpenAccount, memberConnections } from '../rows/creators';
import { countPosts, loadPosts, mediaPostsFilter } from '../rows/posts';
import { toPublicUser } from '../rows/users';
import { lookUpCreator } from '../services/creator-lookup';
import { apiMessages, apiMessageTemplates } from '../../src/core/contract/api-messages';

/**
 * The profile tabs' id routes match digits only: /creator/{alias}/goal and /supporters
 * (supporter-routes.ts) are public for every alias, `media`, `connections` and `activity` included,
 * and an id route that matched `goal` would answer 404 before they are reached. pathId still checks
 * the number.
 */
const ID = ':id{[0-9]+}';

export function creatorRoutes(product: string): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();

  app.get(`/v1/${product}/creator/list`, async (c) => {
    const query = readQuery(c, creatorListQuerySchema);
    const { sql } = c.get('ctx');
    return c.json(await creatorPage(sql, query.q, paging(query)));
  });

  app.get(`/v1/customer/creator/media/${ID}`, async (c) => {
    const viewerId = visitorOrMember(c)?.user.id ?? null;
    const creatorId = pathId(c);
    const query = readQuery(c, mediaQuerySchema);
    const { sql } = c.get('ctx');
    // A closed account's media are 404; a private one's are left out of the list (rows/visibility.ts).
    if (!(await isOpenAccount(sql, creatorId))) throw new HttpError('not_found', apiMessages.creatorMissing);
    const where = mediaPostsFilter(sql.engine, creatorId, query.type === 'photo' ? 'image' : 'video');
    return c.json({
      posts: await loadPosts(sql, viewerId, { where, ...paging(query) }),
      total: await countPosts(sql, viewerId, where),
    });
  });

  // The profile's connections tab (rows/creators.ts says who is shown).
  app.get(`/v1/customer/creator/connections/${ID}`, async (c) => {
    const viewerId = visitorOrMember(c)?.user.id ?? null;
    const creatorId = pathId(c);
    const { sql } = c.get('ctx');
    if (!(await isOpenAccount(sql, creatorId))) throw new HttpError('not_found', apiMessages.creatorMissing);
    return c.json(await memberConnections(sql, viewerId, creatorId));
  });

  // The profile's activity tab: what the member gave lately, on posts the viewer may see (rows/activity.ts).
  app.get(`/v1/customer/creator/activity/${ID}`, async (c) => {
    const viewerId = visitorOrMember(c)?.user.id ?? null;
    const memberId = pathId(c);
    const { sql } = c.get('ctx');
    if (!(await isOpenAccount(sql, memberId))) throw new HttpError('not_found', apiMessages.creatorMissing);
    return c.json(await loadActivity(sql, viewerId, memberId, 10));
  });

  // Public: visitors may view creator profiles. The alias matches case-insensitively.
  app.get('/v1/customer/creator/:alias', embedAllowed, async (c) => {
    const alias = c.req.param('alias');
    const found = await lookUpCreator(c.get('ctx').sql, alias, c.get('principal')?.user.id, requestWidgetSite(c));
    if (!found) throw new HttpError('not_found', apiMessageTemplates.noCreatorCalled.write(alias.slice(0, 40)));
    const { creator, running } = found;
    return c.json({
      user: toPublicUser(creator),
      is_subscribe: running !== undefined,
      ...(running ? { subscription: { expires_at: running.expires_at, renews: Number(running.renews) === 1 } } : {}),
    });
  });

  return app;
}
