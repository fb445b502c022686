import { Hono } from 'hono';
import { toCents } from '../../src/core/contract/common';
import {
  adminServiceListQuerySchema,
  serviceInputSchema,
  serviceListQuerySchema,
  serviceMessages,
  servicePatchSchema,
} from '../../src/core/contract/travel';
import { requireRole, requireUser, visitorOrMember } from './principal';
import type { Principal, ServerEnv } from '../route-env';
import { nowIso } from '../db/database';
import type { Sql } from '../db/sql';
import { HttpError } from '../http/http-error';
import { paging } from '../http/paging';
import { pathId, readJson, readQuery } from '../http/validate';
import { SERVICE_SELECT, toServices, type ServiceRow } from '../rows/services';
import { apiMessages } from '../../src/core/contract/api-messages';

async function listServices(q: Sql, where: string, params: unknown[], page: { limit: number; offset: number }) {
  const rows = await q.all<ServiceRow>(
    `${SERVICE_SELECT} WHERE ${where} ORDER BY s.id DESC LIMIT ? OFFSET ?`,
    ...params,
    page.limit,
    page.offset,
  );
  const total = await q.get<{ n: number }>(`SELECT COUNT(*) AS n FROM services s WHERE ${where}`, ...params);
  return { services: await toServices(q, rows), total: total?.n ?? 0 };
}

const serviceById = (q: Sql, id: number) => q.get<ServiceRow>(`${SERVICE_SELECT} WHERE s.id = ?`, id);

/** The service as the API answers it, read again after a write. */
async function serviceAnswer(q: Sql, id: number) {
  const row = await serviceById(q, id);
  if (!row) throw new HttpError('not_found', apiMessages.serviceMissing);
  const [service] = await toServices(q, [row]);
  return service;
}

function filters(query: { type?: string | undefined; city_id?: number | undefined }, base: string, params: unknown[]) {
  let where = base;
  const all = [...params];
  if (query.type) {
    where += ' AND s.type = ?';
    all.push(query.type);
  }
  if (query.city_id) {
    where += ' AND s.city_id = ?';
    all.push(query.city_id);
  }
  return { where, params: all };
}

async function ownService(q: Sql, principal: Principal, id: number): Promise<ServiceRow> {
  const row = await serviceById(q, id);
  if (!row) throw new HttpError('not_found', apiMessages.serviceMissing);
  if (row.host_id !== principal.user.id && principal.user.is_admin !== 1)
    throw new HttpError('forbidden', apiMessages.hostOnlyService);
  return row;
}

async function assertCity(q: Sql, cityId: number | undefined): Promise<void> {
  if (cityId !== undefined && !(await q.get('SELECT 1 AS known FROM cities WHERE id = ?', cityId))) {
    throw new HttpError('invalid_input', serviceMessages.unknownCity, { city_id: serviceMessages.unknownCity });
  }
}

export function travelRoutes(): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();

  app.get('/v1/travulum/home', async (c) => {
    visitorOrMember(c);
    const { sql } = c.get('ctx');
    const cities = await sql.all('SELECT id, name, country, image FROM cities ORDER BY name');
    const featured = await listServices(sql, 's.published = 1', [], { limit: 6, offset: 0 });
    return c.json({ cities, featured: featured.services });
  });

  app.get('/v1/travulum/service/list', async (c) => {
    visitorOrMember(c);
    const query = readQuery(c, serviceListQuerySchema);
    const { where, params } = filters(query, 's.published = 1', []);
    return c.json(await listServices(c.get('ctx').sql, where, params, paging(query)));
  });

  // Public detail: a published service for anyone; a draft only for its host or an admin.
  app.get('/v1/travulum/service/:id', async (c) => {
    const { sql } = c.get('ctx');
    const row = await serviceById(sql, pathId(c));
    const principal = visitorOrMember(c);
    const mayPreview = principal && (row?.host_id === principal.user.id || principal.user.is_admin === 1);
    if (!row || (row.published !== 1 && !mayPreview)) throw new HttpError('not_found', apiMessages.serviceMissing);
    const [service] = await toServices(sql, [row]);
    return c.json({ service });
  });

  app.get('/v1/admin/service/list', async (c) => {
    requireRole(requireUser(c), 'admin');
    const query = readQuery(c, adminServiceListQuerySchema);
    const { where, params } = filters(query, '1 = 1', []);
    return c.json(await listServices(c.get('ctx').sql, where, params, paging(query)));
  });

  app.get('/v1/host/post/list', async (c) => {
    const principal = requireUser(c);
    requireRole(principal, 'host');
    const query = readQuery(c, serviceListQuerySchema);
    const { where, params } = filters(query, 's.host_id = ?', [principal.user.id]);
    return c.json(await listServices(c.get('ctx').sql, where, params, paging(query)));
  });

  app.post('/v1/host/service', async (c) => {
    const principal = requireUser(c);
    requireRole(principal, 'host');
    const body = await readJson(c, serviceInputSchema);
    const { sql } = c.get('ctx');
    await assertCity(sql, body.city_id);
    const row = await sql.get<{ id: number }>(
      'INSERT INTO services (host_id, type, title, description, city_id, price_cents, images, published, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id',
      principal.user.id,
      body.type,
      body.title,
      body.description,
      body.city_id,
      toCents(body.price),
      JSON.stringify(body.images),
      Number(body.published),
      nowIso(),
    );
    if (!row) throw new Error('service not recorded');
    return c.json({ service: await serviceAnswer(sql, row.id) }, 201);
  });

  app.get('/v1/host/service/:id', async (c) => {
    const { sql } = c.get('ctx');
    const [service] = await toServices(sql, [await ownService(sql, requireUser(c), pathId(c))]);
    return c.json({ service });
  });

  app.patch('/v1/host/service/:id', async (c) => {
    const principal = requireUser(c);
    const { sql } = c.get('ctx');
    const id = pathId(c);
    await ownService(sql, principal, id);
    const patch = await readJson(c, servicePatchSchema);
    await assertCity(sql, patch.city_id);
    const columns: Record<string, unknown> = {
      type: patch.type,
      title: patch.title,
      description: patch.description,
      city_id: patch.city_id,
      price_cents: patch.price === undefined ? undefined : toCents(patch.price),
      images: patch.images === undefined ? undefined : JSON.stringify(patch.images),
      published: patch.published === undefined ? undefined : Number(patch.published),
    };
    const set = Object.entries(columns).filter(([, value]) => value !== undefined);
    if (set.length > 0)
      await sql.run(
        `UPDATE services SET ${set.map(([column]) => `${column} = ?`).join(', ')} WHERE id = ?`,
        ...set.map(([, value]) => value),
        id,
      );
    return c.json({ service: await serviceAnswer(sql, id) });
  });

  return app;
}
