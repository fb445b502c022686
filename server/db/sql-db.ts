import type { Store } from './store';
import { postgresSqlDb, type PostgresSqlOptions } from './postgres-sql';
import type { SqlDb } from './sql';
import { sqliteSqlDb } from './sqlite-sql';

/**
 * The server's queries on the store: on SQLite straight on the connection's prepared statements
 * (sqlite-sql.ts: Kysely's driver around them was a quarter of a tip's time), on PostgreSQL straight on
 * pg's pool as named statements (postgres-sql.ts). The same SQL text on both (sql.ts).
 */
export function sqlDb(store: Store, options: PostgresSqlOptions = {}): SqlDb {
  if (store.sqlite) return sqliteSqlDb(store.sqlite);
  if (store.pool) return postgresSqlDb(store.pool, options);
  throw new Error(`no connection to run queries on (${store.engine})`);
}
