import { apiMessages } from '../../src/core/contract/api-messages';
import { toCents } from '../../src/core/contract/common';
import { serviceMessages, type Service, type ServiceInput, type ServicePatch } from '../../src/core/contract/travel';
import { nowIso } from '../db/database';
import { param, query, queryNow } from '../db/query';
import type { Sql } from '../db/sql';
import { HttpError } from '../http/http-error';
import { cityExists, serviceById, toServices, type ServiceRow } from '../rows/services';
import type { UserRow } from '../rows/users';

const insertService = query((db) =>
  db
    .insertInto('services')
    .values({
      host_id: param<number>('host'),
      type: param<ServiceInput['type']>('type'),
      title: param<string>('title'),
      description: param<string>('description'),
      city_id: param<number>('city'),
      price_cents: param<number>('price'),
      images: param<string>('images'),
      published: param<0 | 1>('published'),
      created_at: param<string>('now'),
    })
    .returning('id'),
);

/** The service as the API answers it, read again after a write. */
async function serviceAnswer(q: Sql, id: number): Promise<Service> {
  const row = await serviceById(q, id);
  if (!row) throw new HttpError('not_found', apiMessages.serviceMissing);
  const [service] = await toServices(q, [row]);
  if (!service) throw new HttpError('not_found', apiMessages.serviceMissing);
  return service;
}

/** Service @id, for its host or an admin: 404 when there is none, 403 for anyone else. */
export async function ownService(q: Sql, user: UserRow, id: number): Promise<ServiceRow> {
  const row = await serviceById(q, id);
  if (!row) throw new HttpError('not_found', apiMessages.serviceMissing);
  if (row.host_id !== user.id && user.is_admin !== 1) throw new HttpError('forbidden', apiMessages.hostOnlyService);
  return row;
}

async function assertCity(q: Sql, cityId: number | undefined): Promise<void> {
  if (cityId !== undefined && !(await cityExists(q, cityId))) {
    throw new HttpError('invalid_input', serviceMessages.unknownCity, { city_id: serviceMessages.unknownCity });
  }
}

/** A host offers a service (a tour, a transfer, a stay) in a city the API knows. */
export async function createService(q: Sql, hostId: number, input: ServiceInput): Promise<Service> {
  await assertCity(q, input.city_id);
  const row = await q.get(insertService, {
    host: hostId,
    type: input.type,
    title: input.title,
    description: input.description,
    city: input.city_id,
    price: toCents(input.price),
    images: JSON.stringify(input.images),
    published: Number(input.published),
    now: nowIso(),
  });
  if (!row) throw new Error('service not recorded');
  return serviceAnswer(q, row.id);
}

/** Its host (or an admin, checked by ownService first) edits service @id: what the patch names. */
export async function updateService(q: Sql, id: number, patch: ServicePatch): Promise<Service> {
  await assertCity(q, patch.city_id);
  // A column the patch leaves out (undefined) is not set.
  const columns = {
    type: patch.type,
    title: patch.title,
    description: patch.description,
    city_id: patch.city_id,
    price_cents: patch.price === undefined ? undefined : toCents(patch.price),
    images: patch.images === undefined ? undefined : JSON.stringify(patch.images),
    published: patch.published === undefined ? undefined : (Number(patch.published) as 0 | 1),
  };
  if (Object.values(columns).some((value) => value !== undefined))
    await q.run(queryNow(q.engine, (db) => db.updateTable('services').set(columns).where('id', '=', id)));
  return serviceAnswer(q, id);
}
