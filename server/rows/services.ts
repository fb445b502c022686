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
