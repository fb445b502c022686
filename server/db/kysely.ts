import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { openDatabase, type Db } from './database';
import { postgresMigrations } from './postgres-schema';
import { postgresTypes } from './postgres-types';
import type { Engine } from './engine';

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
  /** PostgreSQL's pool, which the server's queries use directly (sql-db.ts); absent on SQLite. */
  pool?: pg.Pool;
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
 * How long a PostgreSQL session waits before it gives up (issue 41), so one stuck request or instance
 * cannot hold the others: a row lock (a money call of the same member still running), a connection from
 * the pool, and a transaction left open with nothing sent (an instance hung mid-call: its locks go).
 */
export const postgresTimeouts = { lockMs: 5000, poolWaitMs: 5000, idleInTransactionMs: 10_000 } as const;

/**
 * Opens the database `DATABASE` names, migrated: a postgres:// URL, or a SQLite file path or
 * ':memory:'. On SQLite Kysely prepares each query through the connection's cached prepare()
 * (statement-cache.ts), so a query's SQL is compiled once per process, not once per request.
 */
export async function openStore(
  database: string,
  options: { logError?: (error: unknown) => void; poolSize?: number } = {},
): Promise<Store> {
  if (!isPostgresUrl(database)) return sqliteStore(openDatabase(database));
  const pool = new pg.Pool({
    connectionString: database,
    types: postgresTypes,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: postgresTimeouts.poolWaitMs,
    lock_timeout: postgresTimeouts.lockMs,
    idle_in_transaction_session_timeout: postgresTimeouts.idleInTransactionMs,
  });
  // An idle connection the server ends (a restart, an administrator) is dropped by the pool, which
  // opens another when needed; without a listener its error would end the process. Connections the
  // server ends while this store closes are no news.
  let closing = false;
  pool.on('error', (error) => {
    if (!closing) (options.logError ?? console.error)(error);
  });
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  const close = () => {
    closing = true;
    return db.destroy();
  };
  try {
    await migratePostgres(db);
  } catch (error) {
    await close();
    throw error;
  }
  return { engine: 'postgres', db, pool, close };
}

/**
 * Brings a PostgreSQL database to the newest schema in one transaction (PostgreSQL's DDL is
 * transactional: a failed deploy leaves the schema as it was). Several instances starting at once take
 * turns on an advisory lock, so each migration runs exactly once.
 */
async function migratePostgres(db: Kysely<Tables>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // An instance starting beside one that is migrating waits for it however long it takes.
    await sql`SET LOCAL lock_timeout = 0`.execute(trx);
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
