import { Hono } from 'hono';
import { creatorListQuerySchema, mediaQuerySchema } from '../../src/core/contract/posts';
import { visitorOrMember } from '../auth/principal';
import type { ServerEnv } from '../route-env';
import { nowIso } from '../db/database';
import { hasMediaOfType, likeCaseless, privacySettingOff } from '../db/dialect';
import type { Sql } from '../db/sql';
import { HttpError } from '../http/http-error';
import { paging } from '../http/paging';
import { pathId, readQuery } from '../http/validate';
import { requestWidgetSite } from '../http/widget-site';
import { loadActivity } from '../rows/activity';
import { noteWidgetSite } from '../services/creator-checklist';
import { openUserByAlias } from '../rows/load-users';
import { countPosts, loadPosts } from '../rows/posts';
import { runningSubscription } from '../rows/subscriptions';
import { VISIBLE_CREATORS, visibilityParams } from '../rows/visibility';
import { toCreatorSummary, toPublicUser, USER_SELECT, type UserRow } from '../rows/users';
import { apiMessages, apiMessageTemplates } from '../../src/core/contract/api-messages';

const CREATOR = 'u.closed_at IS NULL AND u.subscription_amount_cents >= 100';

/** The account exists and is not closed. */
const openAccount = (q: Sql, id: number) => q.get('SELECT 1 AS open FROM users WHERE id = ? AND closed_at IS NULL', id);

export function creatorRoutes(product: string): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();

  app.get(`/v1/${product}/creator/list`, async (c) => {
    visitorOrMember(c);
    const query = readQuery(c, creatorListQuerySchema);
    const { sql } = c.get('ctx');
    const like = query.q ? `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
    // CAST: PostgreSQL must know the parameter's type to test it for NULL.
    const matches = `${likeCaseless(sql.engine)} @like ESCAPE '\\'`;
    // API.md: a member who is not searchable (their privacy settings) is in no list and no search.
    const where = `${CREATOR} AND NOT ${privacySettingOff(sql.engine, 'u.id', 'searchable')}
      AND (CAST(@like AS TEXT) IS NULL OR u.alias ${matches} OR u.first_name ${matches}
      OR u.last_name ${matches} OR (u.first_name || ' ' || u.last_name) ${matches})`;
    const { limit, offset } = paging(query);
    const rows = await sql.all<UserRow>(
      `${USER_SELECT} WHERE ${where} ORDER BY u.verified DESC, u.id LIMIT @limit OFFSET @offset`,
      { like, limit, offset },
    );
    const total = await sql.get<{ n: number }>(`SELECT COUNT(*) AS n FROM users u WHERE ${where}`, { like });
    return c.json({ creators: rows.map(toCreatorSummary), total: total?.n ?? 0 });
  });

  app.get('/v1/customer/creator/media/:id', async (c) => {
    const viewerId = visitorOrMember(c)?.user.id ?? null;
    const creatorId = pathId(c);
    const query = readQuery(c, mediaQuerySchema);
    const { sql } = c.get('ctx');
    // A closed account's media are 404; a private one's are left out of the list (rows/visibility.ts).
    if (!(await openAccount(sql, creatorId))) throw new HttpError('not_found', apiMessages.creatorMissing);
    const mediaType = query.type === 'photo' ? 'image' : 'video';
    const where = `p.creator_id = ? AND ${hasMediaOfType(sql.engine, 'p.media')}`;
    const params = [creatorId, mediaType];
    return c.json({
      posts: await loadPosts(sql, viewerId, { where, params, ...paging(query) }),
      total: await countPosts(sql, viewerId, where, params),
    });
  });

  // The profile's connections tab. A private profile's connections are its own and its subscribers'
  // (rows/visibility.ts); a private or closed member is left out of anyone else's lists.
  app.get('/v1/customer/creator/connections/:id', async (c) => {
    const viewerId = visitorOrMember(c)?.user.id ?? null;
    const creatorId = pathId(c);
    const { sql } = c.get('ctx');
    if (!(await openAccount(sql, creatorId))) throw new HttpError('not_found', apiMessages.creatorMissing);
    const params = { ...visibilityParams(viewerId), creator: creatorId };
    const shown = `u.id IN (${VISIBLE_CREATORS}) AND @creator IN (${VISIBLE_CREATORS})`;
    const list = async (pair: string) =>
      (
        await sql.all<UserRow>(
          `${USER_SELECT} WHERE ${shown} AND u.id IN (SELECT ${pair} AND s.expires_at > @now)
           ORDER BY u.verified DESC, u.first_name, u.id LIMIT 50`,
          params,
        )
      ).map(toCreatorSummary);
    return c.json({
      subscribers: await list('s.subscriber_id FROM subscriptions s WHERE s.creator_id = @creator'),
      subscriptions: await list('s.creator_id FROM subscriptions s WHERE s.subscriber_id = @creator'),
    });
  });

  // The profile's activity tab: what the member gave lately, on posts the viewer may see (rows/activity.ts).
  app.get('/v1/customer/creator/activity/:id', async (c) => {
    const viewerId = visitorOrMember(c)?.user.id ?? null;
    const memberId = pathId(c);
    const { sql } = c.get('ctx');
    if (!(await openAccount(sql, memberId))) throw new HttpError('not_found', apiMessages.creatorMissing);
    return c.json(await loadActivity(sql, viewerId, memberId, 10));
  });

  // Public: visitors may view creator profiles. The alias matches case-insensitively.
  app.get('/v1/customer/creator/:alias', async (c) => {
    const { sql } = c.get('ctx');
    const alias = c.req.param('alias');
    const row = await openUserByAlias(sql, alias);
    if (!row) throw new HttpError('not_found', apiMessageTemplates.noCreatorCalled.write(alias.slice(0, 40)));
    // A visitor subscribes to no one: their lookup is the one query above. For a subscriber, until when
    // and whether it renews then (API.md): the widgets and the app show it in their 'Subscribed' state.
    const viewer = c.get('principal')?.user.id;
    const running = viewer === undefined ? undefined : await runningSubscription(sql, viewer, row.id, nowIso());
    await noteWidgetSite(sql, row, requestWidgetSite(c));
    return c.json({
      user: toPublicUser(row),
      is_subscribe: running !== undefined,
      ...(running ? { subscription: { expires_at: running.expires_at, renews: Number(running.renews) === 1 } } : {}),
    });
  });

  return app;
}
