import { Hono } from 'hono';
import { toCents } from '../../src/core/contract/common';
import {
  adminServiceListQuerySchema,
  serviceInputSchema,
  serviceListQuerySchema,
  serviceMessages,
  servicePatchSchema,
} from '../../src/core/contract/travel';
import { requireRole, requireUser, visitorOrMember } from '../auth/principal';
import type { Principal, ServerEnv } from '../route-env';
import { nowIso, type Db } from '../db/database';
import { HttpError } from '../http/http-error';
import { paging } from '../http/paging';
import { pathId, readJson, readQuery } from '../http/validate';
import { SERVICE_SELECT, toServices, type ServiceRow } from '../rows/services';

function listServices(db: Db, where: string, params: unknown[], page: { limit: number; offset: number }) {
  const rows = db
    .prepare<unknown[], ServiceRow>(`${SERVICE_SELECT} WHERE ${where} ORDER BY s.id DESC LIMIT ? OFFSET ?`)
    .all(...params, page.limit, page.offset);
  const total =
    db.prepare<unknown[], { n: number }>(`SELECT COUNT(*) AS n FROM services s WHERE ${where}`).get(...params)?.n ?? 0;
  return { services: toServices(db, rows), total };
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

function ownService(db: Db, principal: Principal, id: number): ServiceRow {
  const row = db.prepare<[number], ServiceRow>(`${SERVICE_SELECT} WHERE s.id = ?`).get(id);
  if (!row) throw new HttpError('not_found', 'No such service');
  if (row.host_id !== principal.user.id && principal.user.is_admin !== 1)
    throw new HttpError('forbidden', 'Only its host can change this service');
  return row;
}

function assertCity(db: Db, cityId: number | undefined): void {
  if (cityId !== undefined && !db.prepare('SELECT 1 FROM cities WHERE id = ?').get(cityId)) {
    throw new HttpError('invalid_input', serviceMessages.unknownCity, { city_id: serviceMessages.unknownCity });
  }
}

export function travelRoutes(): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();

  app.get('/v1/travulum/home', (c) => {
    visitorOrMember(c);
    const { db } = c.get('ctx');
    const cities = db.prepare('SELECT id, name, country, image FROM cities ORDER BY name').all();
    return c.json({ cities, featured: listServices(db, 's.published = 1', [], { limit: 6, offset: 0 }).services });
  });

  app.get('/v1/travulum/service/list', (c) => {
    visitorOrMember(c);
    const query = readQuery(c, serviceListQuerySchema);
    const { where, params } = filters(query, 's.published = 1', []);
    return c.json(listServices(c.get('ctx').db, where, params, paging(query)));
  });

  // Public detail: a published service for anyone; a draft only for its host or an admin.
  app.get('/v1/travulum/service/:id', (c) => {
    const { db } = c.get('ctx');
    const row = db.prepare<[number], ServiceRow>(`${SERVICE_SELECT} WHERE s.id = ?`).get(pathId(c));
    const principal = visitorOrMember(c);
    const mayPreview = principal && (row?.host_id === principal.user.id || principal.user.is_admin === 1);
    if (!row || (row.published !== 1 && !mayPreview)) throw new HttpError('not_found', 'No such service');
    const [service] = toServices(db, [row]);
    return c.json({ service });
  });

  app.get('/v1/admin/service/list', (c) => {
    requireRole(requireUser(c), 'admin');
    const query = readQuery(c, adminServiceListQuerySchema);
    const { where, params } = filters(query, '1 = 1', []);
    return c.json(listServices(c.get('ctx').db, where, params, paging(query)));
  });

  app.get('/v1/host/post/list', (c) => {
    const principal = requireUser(c);
    requireRole(principal, 'host');
    const query = readQuery(c, serviceListQuerySchema);
    const { where, params } = filters(query, 's.host_id = ?', [principal.user.id]);
    return c.json(listServices(c.get('ctx').db, where, params, paging(query)));
  });

  app.post('/v1/host/service', async (c) => {
    const principal = requireUser(c);
    requireRole(principal, 'host');
    const body = await readJson(c, serviceInputSchema);
    const { db } = c.get('ctx');
    assertCity(db, body.city_id);
    const id = Number(
      db
        .prepare(
          'INSERT INTO services (host_id, type, title, description, city_id, price_cents, images, published, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        )
        .run(
          principal.user.id,
          body.type,
          body.title,
          body.description,
          body.city_id,
          toCents(body.price),
          JSON.stringify(body.images),
          Number(body.published),
          nowIso(),
        ).lastInsertRowid,
    );
    const [service] = toServices(db, [
      db.prepare<[number], ServiceRow>(`${SERVICE_SELECT} WHERE s.id = ?`).get(id) as ServiceRow,
    ]);
    return c.json({ service }, 201);
  });

  app.get('/v1/host/service/:id', (c) => {
    const { db } = c.get('ctx');
    const [service] = toServices(db, [ownService(db, requireUser(c), pathId(c))]);
    return c.json({ service });
  });

  app.patch('/v1/host/service/:id', async (c) => {
    const principal = requireUser(c);
    const { db } = c.get('ctx');
    const id = pathId(c);
    ownService(db, principal, id);
    const patch = await readJson(c, servicePatchSchema);
    assertCity(db, patch.city_id);
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
      db.prepare(`UPDATE services SET ${set.map(([column]) => `${column} = ?`).join(', ')} WHERE id = ?`).run(
        ...set.map(([, value]) => value),
        id,
      );
    const [service] = toServices(db, [
      db.prepare<[number], ServiceRow>(`${SERVICE_SELECT} WHERE s.id = ?`).get(id) as ServiceRow,
    ]);
    return c.json({ service });
  });

  return app;
}
