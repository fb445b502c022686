import { fromCents } from '../../src/core/contract/common';
import type { Service } from '../../src/core/contract/travel';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { param, query, queryNow, type QueryBuilder, type RowOf } from '../db/query';
import type { Sql } from '../db/sql';
import type { Tables } from '../db/tables';
import { loadUsers } from './load-users';
import { toCreatorSummary } from './users';

/** Services, of `services s`, with their city's name. */
const servicesWithCity = (db: QueryBuilder) =>
  db.selectFrom('services as s').innerJoin('cities as c', 'c.id', 's.city_id').selectAll('s').select('c.name as city');

/** Which services a list shows: a condition on `services s`. */
export type ServiceFilter = (eb: ExpressionBuilder<Tables & { s: Tables['services'] }, 's'>) => Expression<SqlBool>;

/** The service's host has not closed their account (API.md: nothing of a closed account is shown). */
const openHost: ServiceFilter = (eb) =>
  eb.exists(
    eb.selectFrom('users as h').select('h.id').whereRef('h.id', '=', 's.host_id').where('h.closed_at', 'is', null),
  );

/** A service, and whether anyone may see it (published, by an open account): its host and admins always may. */
const serviceQuery = query((db) =>
  servicesWithCity(db)
    .select((eb) =>
      eb
        .case()
        .when(eb.and([eb('s.published', '=', 1), openHost(eb)]))
        .then(1)
        .else(0)
        .end()
        .as('public'),
    )
    .where('s.id', '=', param<number>('id')),
);

export type ServiceRow = RowOf<typeof serviceQuery>;

export const publishedServices: ServiceFilter = (eb) => eb.and([eb('s.published', '=', 1), openHost(eb)]);
export const everyService: ServiceFilter = (eb) => eb.and([]);
export const hostServices =
  (hostId: number): ServiceFilter =>
  (eb) =>
    eb('s.host_id', '=', hostId);

export async function toServices(q: Sql, rows: Omit<ServiceRow, 'public'>[]): Promise<Service[]> {
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

/** A page of the services `filter` picks, newest first, and how many there are. */
export async function servicePage(
  q: Sql,
  filter: ServiceFilter,
  page: { limit: number; offset: number },
): Promise<{ services: Service[]; total: number }> {
  const rows = await q.all(
    queryNow(q.engine, (db) =>
      servicesWithCity(db).where(filter).orderBy('s.id', 'desc').limit(page.limit).offset(page.offset),
    ),
  );
  const total = await q.get(
    queryNow(q.engine, (db) =>
      db
        .selectFrom('services as s')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(filter),
    ),
  );
  return { services: await toServices(q, rows), total: total?.n ?? 0 };
}

/** The services of `base`, narrowed to a type and a city when the query names them. */
export function serviceFilter(
  query: { type?: Service['type'] | undefined; city_id?: number | undefined },
  base: ServiceFilter,
): ServiceFilter {
  return (eb) => {
    const conditions = [base(eb)];
    if (query.type) conditions.push(eb('s.type', '=', query.type));
    if (query.city_id) conditions.push(eb('s.city_id', '=', query.city_id));
    return eb.and(conditions);
  };
}

const citiesQuery = query((db) => db.selectFrom('cities').select(['id', 'name', 'country', 'image']).orderBy('name'));
const cityQuery = query((db) =>
  db
    .selectFrom('cities')
    .select((eb) => eb.lit(1).as('known'))
    .where('id', '=', param<number>('id')),
);

export const serviceById = (q: Sql, id: number) => q.get(serviceQuery, { id });

/** Every city, by name. */
export const allCities = (q: Sql) => q.all(citiesQuery);

export const cityExists = async (q: Sql, id: number): Promise<boolean> => Boolean(await q.get(cityQuery, { id }));
