import { apiMessages } from '../../src/core/contract/api-messages';
import { toCents } from '../../src/core/contract/common';
import { serviceMessages, type Service, type ServiceInput, type ServicePatch } from '../../src/core/contract/travel';
import { nowIso } from '../db/database';
import type { Sql } from '../db/sql';
import { HttpError } from '../http/http-error';
import { cityExists, serviceById, toServices, type ServiceRow } from '../rows/services';
import type { UserRow } from '../rows/users';

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
  const row = await q.get<{ id: number }>(
    'INSERT INTO services (host_id, type, title, description, city_id, price_cents, images, published, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id',
    hostId,
    input.type,
    input.title,
    input.description,
    input.city_id,
    toCents(input.price),
    JSON.stringify(input.images),
    Number(input.published),
    nowIso(),
  );
  if (!row) throw new Error('service not recorded');
  return serviceAnswer(q, row.id);
}

/** Its host (or an admin, checked by ownService first) edits service @id: what the patch names. */
export async function updateService(q: Sql, id: number, patch: ServicePatch): Promise<Service> {
  await assertCity(q, patch.city_id);
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
    await q.run(
      `UPDATE services SET ${set.map(([column]) => `${column} = ?`).join(', ')} WHERE id = ?`,
      ...set.map(([, value]) => value),
      id,
    );
  return serviceAnswer(q, id);
}
