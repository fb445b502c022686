import { nowIso } from '../db/database';
import { param, query } from '../db/query';
import type { Sql } from '../db/sql';

const keepSecret = query((db) =>
  db
    .insertInto('server_secrets')
    .values({ name: param<string>('name'), value: param<string>('value'), created_at: param<string>('now') })
    .onConflict((conflict) => conflict.column('name').doNothing()),
);
const secretQuery = query((db) =>
  db.selectFrom('server_secrets').select('value').where('name', '=', param<string>('name')),
);

/**
 * A value the server makes for itself once and keeps (development's receipt key and supporter secret):
 * the first instance to ask writes it, and every instance on the database reads the same one.
 */
export async function storedSecret(q: Sql, name: string, make: () => string): Promise<string> {
  await q.run(keepSecret, { name, value: make(), now: nowIso() });
  const row = await q.get(secretQuery, { name });
  if (!row) throw new Error(`server secret ${name} vanished`);
  return row.value;
}
