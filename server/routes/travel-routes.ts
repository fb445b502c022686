import { Hono } from 'hono';
import {
  adminServiceListQuerySchema,
  serviceInputSchema,
  serviceListQuerySchema,
  servicePatchSchema,
} from '../../src/core/contract/travel';
import { requireRole, requireUser, visitorOrMember } from './principal';
import type { ServerEnv } from '../route-env';
import { HttpError } from '../http/http-error';
import { paging } from '../http/paging';
import { pathId, readJson, readQuery } from '../http/validate';
import {
  allCities,
  everyService,
  hostServices,
  publishedServices,
  serviceById,
  serviceFilter,
  servicePage,
  toServices,
} from '../rows/services';
import { createService, ownService, updateService } from '../services/host-services';
import { apiMessages } from '../../src/core/contract/api-messages';

export function travelRoutes(): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();

  app.get('/v1/travulum/home', async (c) => {
    const { sql } = c.get('ctx');
    const featured = await servicePage(sql, publishedServices, { limit: 6, offset: 0 });
    return c.json({ cities: await allCities(sql), featured: featured.services });
  });

  app.get('/v1/travulum/service/list', async (c) => {
    const query = readQuery(c, serviceListQuerySchema);
    const filter = serviceFilter(query, publishedServices);
    return c.json(await servicePage(c.get('ctx').sql, filter, paging(query)));
  });

  // Public detail: a published service of an open account for anyone; a draft only for its host or an admin.
  app.get('/v1/travulum/service/:id', async (c) => {
    const { sql } = c.get('ctx');
    const row = await serviceById(sql, pathId(c));
    const principal = visitorOrMember(c);
    const mayPreview = principal && (row?.host_id === principal.user.id || principal.user.is_admin === 1);
    if (!row || (row.public !== 1 && !mayPreview)) throw new HttpError('not_found', apiMessages.serviceMissing);
    const [service] = await toServices(sql, [row]);
    return c.json({ service });
  });

  app.get('/v1/admin/service/list', async (c) => {
    requireRole(requireUser(c), 'admin');
    const query = readQuery(c, adminServiceListQuerySchema);
    const filter = serviceFilter(query, everyService);
    return c.json(await servicePage(c.get('ctx').sql, filter, paging(query)));
  });

  app.get('/v1/host/post/list', async (c) => {
    const principal = requireUser(c);
    requireRole(principal, 'host');
    const query = readQuery(c, serviceListQuerySchema);
    const filter = serviceFilter(query, hostServices(principal.user.id));
    return c.json(await servicePage(c.get('ctx').sql, filter, paging(query)));
  });

  app.post('/v1/host/service', async (c) => {
    const principal = requireUser(c);
    requireRole(principal, 'host');
    const body = await readJson(c, serviceInputSchema);
    return c.json({ service: await createService(c.get('ctx').sql, principal.user.id, body) }, 201);
  });

  app.get('/v1/host/service/:id', async (c) => {
    const { sql } = c.get('ctx');
    const [service] = await toServices(sql, [await ownService(sql, requireUser(c).user, pathId(c))]);
    return c.json({ service });
  });

  app.patch('/v1/host/service/:id', async (c) => {
    const principal = requireUser(c);
    const { sql } = c.get('ctx');
    const id = pathId(c);
    await ownService(sql, principal.user, id);
    const patch = await readJson(c, servicePatchSchema);
    return c.json({ service: await updateService(sql, id, patch) });
  });

  return app;
}
