import { nowIso } from '../db/database';
import type { Sql } from '../db/sql';

/**
 * A value the server makes for itself once and keeps (development's receipt key and supporter secret):
 * the first instance to ask writes it, and every instance on the database reads the same one.
 */
export async function storedSecret(q: Sql, name: string, make: () => string): Promise<string> {
  await q.run(
    'INSERT INTO server_secrets (name, value, created_at) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING',
    name,
    make(),
    nowIso(),
  );
  const row = await q.get<{ value: string }>('SELECT value FROM server_secrets WHERE name = ?', name);
  if (!row) throw new Error(`server secret ${name} vanished`);
  return row.value;
}
