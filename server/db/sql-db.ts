import type { Store } from './kysely';
import { kyselySqlDb } from './kysely-sql';
import type { SqlDb } from './sql';
import { sqliteSqlDb } from './sqlite-sql';

/**
 * The server's queries on the store: on SQLite straight on the connection's prepared statements
 * (sqlite-sql.ts: Kysely's driver around them was a quarter of a tip's time), on PostgreSQL through
 * Kysely's pool. The same SQL text on both (sql.ts).
 */
export function sqlDb(store: Store): SqlDb {
  return store.sqlite ? sqliteSqlDb(store.sqlite) : kyselySqlDb(store.engine, store.db);
}
