import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore } from '../db/store';
import type { Sql, SqlDb, SqlTx } from '../db/sql';
import { sqlDb } from '../db/sql-db';
import { freshPostgresDatabase, testPostgresUrl } from './postgres-database';

export type TestEngine = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when CUPPA_TEST_POSTGRES names a server. */
export const engines: TestEngine[] = testPostgresUrl() ? ['sqlite', 'postgres'] : ['sqlite'];

/**
 * A fresh, migrated database of the engine for one test: SQLite in a file of its own (so `connect()`
 * opens a second connection to it, as a second process would) or a new PostgreSQL database.
 * `connect()` opens another connection (pool) to the same database; `close()` ends them all and
 * removes the database.
 */
export async function openTestSql(engine: TestEngine): Promise<{
  sql: SqlDb;
  connect: () => Promise<SqlDb>;
  close: () => Promise<void>;
}> {
  const closers: (() => Promise<void>)[] = [];
  let database: string;
  if (engine === 'sqlite') {
    const folder = mkdtempSync(join(tmpdir(), 'cuppa-sql-'));
    closers.push(async () => rmSync(folder, { recursive: true, force: true }));
    database = join(folder, 'test.db');
  } else {
    const fresh = await freshPostgresDatabase(testPostgresUrl() ?? '');
    closers.push(fresh.drop);
    database = fresh.url;
  }
  const connect = async () => {
    const store = await openStore(database);
    closers.unshift(() => store.close());
    return sqlDb(store);
  };
  return {
    sql: await connect(),
    connect,
    close: async () => {
      for (const close of closers.splice(0)) await close();
    },
  };
}

/** PostgreSQL's backends on this database waiting for a lock: a test's sign that the calls it holds are held. */
export async function lockWaiters(sql: Sql): Promise<number> {
  const row = await sql.get<{ n: number }>(
    `SELECT COUNT(DISTINCT l.pid) AS n FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
     WHERE NOT l.granted AND a.datname = current_database()`,
  );
  return Number(row?.n);
}

/** How a held transaction ended by its choice, not by a failure. */
class RolledBack extends Error {}

/**
 * A transaction that runs `work`, then stays open, holding what `work` locked or wrote, until `release()`
 * (which resolves once it has ended): as another instance's call, or one hung, would hold it. It
 * commits, or with `rollBack` ends as a call that never finished does.
 */
export async function heldTransaction(
  sql: SqlDb,
  work: (tx: SqlTx) => Promise<unknown>,
  { rollBack = false } = {},
): Promise<{ release: () => Promise<void> }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = () => {};
  const isHeld = new Promise<void>((resolve) => (held = resolve));
  const ended = sql
    .transaction(async (tx) => {
      await work(tx);
      held();
      await released;
      if (rollBack) throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  // Awaited by release(); a failure while held (a timeout) is not left unhandled meanwhile.
  ended.catch(() => {});
  await Promise.race([isHeld, ended]);
  return {
    release: async () => {
      release();
      await ended;
    },
  };
}
