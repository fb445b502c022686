import pg from 'pg';
import { openDatabase, type Db } from './database';
import { postgresMigrations } from './postgres-schema';
import { postgresTypes } from './postgres-types';
import type { Engine } from './engine';

/** The open database: SQLite's connection or PostgreSQL's pool, on which sql-db.ts runs the queries. */
export interface Store {
  engine: Engine;
  /** SQLite's connection, which the server's queries use directly (sql-db.ts); absent on PostgreSQL. */
  sqlite?: Db;
  /** PostgreSQL's pool, which the server's queries use directly (sql-db.ts); absent on SQLite. */
  pool?: pg.Pool;
  /** Closes the connection (SQLite) or the pool (PostgreSQL), whether or not a query ever ran. */
  close(): Promise<void>;
}

export const isPostgresUrl = (database: string) => /^postgres(ql)?:\/\//.test(database);

/** An open SQLite connection as the server's store. */
export function sqliteStore(database: Db): Store {
  return {
    engine: 'sqlite',
    sqlite: database,
    async close() {
      if (database.open) database.close();
    },
  };
}

/**
 * How long a PostgreSQL session waits before it gives up (issue 41), so one stuck request or instance
 * cannot hold the others: a row lock (a money call of the same member still running), a connection from
 * the pool, and a transaction left open with nothing sent (an instance hung mid-call: its locks go).
 * A statement is ended after `statementMs` (the server's statement_timeout: none of the server's runs
 * near it), and a reply awaited longer than `replyMs` (a little more, so the server's own error comes
 * first) gives its connection up: one to a server or network gone answers nothing, and would hold its
 * request, a job's lease (renewed while the job runs) and the shutdown's pool.end() forever. TCP
 * keep-alive notices such a connection while it is idle. The migration is bound by none of them
 * (migratePostgres).
 */
export const postgresTimeouts = {
  lockMs: 5000,
  poolWaitMs: 5000,
  idleInTransactionMs: 10_000,
  statementMs: 30_000,
  replyMs: 35_000,
  keepAliveMs: 10_000,
} as const;

export interface StoreOptions {
  logError?: (error: unknown) => void;
  poolSize?: number;
  /** Shorter bounds, for tests. */
  timeouts?: { statementMs?: number; replyMs?: number };
}

/**
 * Opens the database `DATABASE` names, migrated: a postgres:// URL, or a SQLite file path or
 * ':memory:'.
 */
export async function openStore(database: string, options: StoreOptions = {}): Promise<Store> {
  if (!isPostgresUrl(database)) return sqliteStore(openDatabase(database));
  const connection = {
    connectionString: database,
    types: postgresTypes,
    connectionTimeoutMillis: postgresTimeouts.poolWaitMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: postgresTimeouts.keepAliveMs,
  };
  const timeouts = { ...postgresTimeouts, ...options.timeouts };
  const pool = new pg.Pool({
    ...connection,
    max: options.poolSize ?? 10,
    lock_timeout: timeouts.lockMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    statement_timeout: timeouts.statementMs,
    // pg's own clock: a reply this late ends the query, and its connection is not used again (postgres-sql.ts).
    query_timeout: timeouts.replyMs,
  });
  // An idle connection the server ends (a restart, an administrator) is dropped by the pool, which
  // opens another when needed; without a listener its error would end the process. Connections the
  // server ends while this store closes are no news.
  let closing = false;
  pool.on('error', (error) => {
    if (!closing) (options.logError ?? console.error)(error);
  });
  // Closed once however often asked (pg's pool throws at a second end()).
  let ended: Promise<void> | null = null;
  const close = () => {
    closing = true;
    return (ended ??= pool.end());
  };
  try {
    await migratePostgres(new pg.Client(connection));
  } catch (error) {
    await close();
    throw error;
  }
  return { engine: 'postgres', pool, close };
}

/**
 * Brings a PostgreSQL database to the newest schema in one transaction (PostgreSQL's DDL is
 * transactional: a failed deploy leaves the schema as it was). Several instances starting at once take
 * turns on an advisory lock, so each migration runs exactly once. It runs on a connection of its own,
 * outside the pool's timeouts: a migration may take long (an index on a large table), and so may the wait
 * for another instance's.
 */
async function migratePostgres(client: pg.Client): Promise<void> {
  // A connection the server ends fails the query awaiting it; the event alone would end the process.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('BEGIN');
    // An instance starting beside one that is migrating waits for it however long it takes, and a long
    // migration is not cut (whatever the role's or the database's own settings say).
    await client.query('SET LOCAL lock_timeout = 0');
    await client.query('SET LOCAL statement_timeout = 0');
    await client.query(`SELECT pg_advisory_xact_lock(hashtext('cuppa schema'))`);
    await client.query('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)');
    const rows = await client.query<{ version: number }>('SELECT version FROM schema_version');
    let version = rows.rows[0]?.version ?? 0;
    if (rows.rows.length === 0) await client.query('INSERT INTO schema_version (version) VALUES (0)');
    for (; version < postgresMigrations.length; version += 1) {
      await client.query(postgresMigrations[version] ?? '');
      await client.query('UPDATE schema_version SET version = $1', [version + 1]);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}
