import { fromCents } from '../../src/core/contract/common';
import type { Service } from '../../src/core/contract/travel';
import type { Sql } from '../db/sql';
import { loadUsers } from './load-users';
import { toCreatorSummary } from './users';

export interface ServiceRow {
  id: number;
  host_id: number;
  type: Service['type'];
  title: string;
  description: string;
  city_id: number;
  city: string;
  price_cents: number;
  images: string;
  published: number;
  created_at: string;
}

export const SERVICE_SELECT = 'SELECT s.*, c.name AS city FROM services s JOIN cities c ON c.id = s.city_id';

export async function toServices(q: Sql, rows: ServiceRow[]): Promise<Service[]> {
  const hosts = await loadUsers(
    q,
    rows.map((row) => row.host_id),
  );
  return rows.map((row) => {
    const host = hosts.get(row.host_id);
    if (!host) throw new Error(`service ${row.id} has no host`);
    return {
      id: row.id,
      type: row.type,
      title: row.title,
      description: row.description,
      city_id: row.city_id,
      city: row.city,
      price: fromCents(row.price_cents),
      images: JSON.parse(row.images) as string[],
      host: toCreatorSummary(host),
      published: row.published === 1,
      created_at: row.created_at,
    };
  });
}

/** A page of the services `filter` picks (a WHERE on `services s`), newest first, and how many there are. */
export async function servicePage(
  q: Sql,
  filter: { where: string; params: unknown[] },
  page: { limit: number; offset: number },
): Promise<{ services: Service[]; total: number }> {
  const rows = await q.all<ServiceRow>(
    `${SERVICE_SELECT} WHERE ${filter.where} ORDER BY s.id DESC LIMIT ? OFFSET ?`,
    ...filter.params,
    page.limit,
    page.offset,
  );
  const total = await q.get<{ n: number }>(
    `SELECT COUNT(*) AS n FROM services s WHERE ${filter.where}`,
    ...filter.params,
  );
  return { services: await toServices(q, rows), total: total?.n ?? 0 };
}

/**
 * The services of `base` (with its `params`), narrowed to a type and a city when the query names them.
 */
export function serviceFilter(
  query: { type?: string | undefined; city_id?: number | undefined },
  base: string,
  params: unknown[],
): { where: string; params: unknown[] } {
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

export const serviceById = (q: Sql, id: number) => q.get<ServiceRow>(`${SERVICE_SELECT} WHERE s.id = ?`, id);

/** Every city, by name. */
export const allCities = (q: Sql) =>
  q.all<{ id: number; name: string; country: string; image: string }>(
    'SELECT id, name, country, image FROM cities ORDER BY name',
  );

export const cityExists = async (q: Sql, id: number): Promise<boolean> =>
  Boolean(await q.get('SELECT 1 AS known FROM cities WHERE id = ?', id));
