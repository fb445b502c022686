import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { openDatabase, type Db } from './database';
import { postgresMigrations } from './postgres-schema';
import { postgresTypes } from './postgres-types';

export type Engine = 'sqlite' | 'postgres';

/**
 * The tables, typed as each data-access module moves onto Kysely (issue 26). Until then queries are
 * written with Kysely's `sql` tag, which types their rows at the call.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Tables {}

export interface Store {
  engine: Engine;
  db: Kysely<Tables>;
  /** SQLite's connection, which the server's queries use directly (sql-db.ts); absent on PostgreSQL. */
  sqlite?: Db;
  /** Closes the connection (SQLite) or the pool (PostgreSQL), whether or not a query ever ran. */
  close(): Promise<void>;
}

export const isPostgresUrl = (database: string) => /^postgres(ql)?:\/\//.test(database);

/** Kysely over an open SQLite connection: the server's synchronous queries and these share it. */
export function sqliteStore(database: Db): Store {
  const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database }) });
  return {
    engine: 'sqlite',
    db,
    sqlite: database,
    // Kysely closes only a connection it has opened, on its first query; the handle is closed here either way.
    async close() {
      await db.destroy();
      if (database.open) database.close();
    },
  };
}

/**
 * Opens the database `DATABASE` names, migrated: a postgres:// URL, or a SQLite file path or
 * ':memory:'. On SQLite Kysely prepares each query through the connection's cached prepare()
 * (statement-cache.ts), so a query's SQL is compiled once per process, not once per request.
 */
export async function openStore(
  database: string,
  logError: (error: unknown) => void = (error) => console.error(error),
): Promise<Store> {
  if (!isPostgresUrl(database)) return sqliteStore(openDatabase(database));
  const pool = new pg.Pool({ connectionString: database, types: postgresTypes, max: 10 });
  // An idle pooled connection that the server ends (a restart, a failover, an administrator) is an
  // 'error' on the pool, which throws out of the process when nothing listens; the pool drops that
  // connection and the next query opens another.
  pool.on('error', logError);
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  try {
    await migratePostgres(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return { engine: 'postgres', db, close: () => db.destroy() };
}

/**
 * Brings a PostgreSQL database to the newest schema in one transaction (PostgreSQL's DDL is
 * transactional: a failed deploy leaves the schema as it was). Several instances starting at once take
 * turns on an advisory lock, so each migration runs exactly once.
 */
async function migratePostgres(db: Kysely<Tables>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('cuppa schema'))`.execute(trx);
    await sql`CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)`.execute(trx);
    const rows = await sql<{ version: number }>`SELECT version FROM schema_version`.execute(trx);
    let version = rows.rows[0]?.version ?? 0;
    if (rows.rows.length === 0) await sql`INSERT INTO schema_version (version) VALUES (0)`.execute(trx);
    for (; version < postgresMigrations.length; version += 1) {
      await sql.raw(postgresMigrations[version] ?? '').execute(trx);
      await sql`UPDATE schema_version SET version = ${version + 1}`.execute(trx);
    }
  });
}
