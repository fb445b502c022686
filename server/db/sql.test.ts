// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase, testPostgresUrl } from '../testing/postgres-database';
import { openStore } from './store';
import { bindSql, compileSql, type SqlDb } from './sql';
import { sqlDb } from './sql-db';

const postgres = testPostgresUrl();
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('compileSql and bindSql', () => {
  it('turns ? and @name into each engine’s placeholders, leaving quoted text alone', () => {
    const text = `SELECT '?' AS q, "@x" AS "a?" FROM t WHERE a = ? AND b = @viewer AND c = ? AND d = @viewer`;
    const sqlite = compileSql(text, 'sqlite');
    expect(sqlite.text).toBe(`SELECT '?' AS q, "@x" AS "a?" FROM t WHERE a = ? AND b = ? AND c = ? AND d = ?`);
    const pg = compileSql(text, 'postgres');
    expect(pg.text).toBe(`SELECT '?' AS q, "@x" AS "a?" FROM t WHERE a = $1 AND b = $2 AND c = $3 AND d = $4`);
    expect(bindSql(pg, [{ viewer: 7 }, 'one', 'two'])).toEqual(['one', 7, 'two', 7]);
    expect(bindSql(pg, [{ viewer: 7 }, ['one', 'two']])).toEqual(['one', 7, 'two', 7]);
  });

  it('refuses a query with a value missing, rather than bind null', () => {
    const compiled = compileSql('SELECT ? WHERE @viewer', 'sqlite');
    expect(() => bindSql(compiled, [{ viewer: 1 }])).toThrow(/placeholder 1/);
    expect(() => bindSql(compiled, [1])).toThrow(/@viewer/);
    expect(() => compileSql("SELECT 'open", 'sqlite')).toThrow(/Unclosed/);
  });
});

async function sqliteDb(): Promise<SqlDb> {
  const store = await openStore(':memory:');
  cleanups.push(() => store.close());
  return sqlDb(store);
}

async function postgresDb(): Promise<SqlDb> {
  const database = await freshPostgresDatabase(postgres ?? '');
  cleanups.push(database.drop);
  const store = await openStore(database.url);
  cleanups.push(() => store.close());
  return sqlDb(store);
}

/** A pending account with `cents` in it (the schema's CHECK keeps every balance at 0 or more). */
async function account(db: SqlDb, cents: number): Promise<number> {
  const row = await db.get<{ id: number }>(
    "INSERT INTO accounts (kind, balance_cents) VALUES ('pending', ?) RETURNING id",
    cents,
  );
  return row?.id ?? NaN;
}

/**
 * Spends 10 cents if the balance allows, read then written in one transaction with an await between,
 * as a money move does: without the engine's locking two spends would both read the same balance.
 */
const spend = (db: SqlDb, id: number) =>
  db.transaction(async (tx) => {
    const row = await tx.get<{ balance_cents: number }>(
      `SELECT balance_cents FROM accounts WHERE id = ?${tx.forUpdate}`,
      id,
    );
    await new Promise((resolve) => setTimeout(resolve, 1));
    if ((row?.balance_cents ?? 0) < 10) return false;
    await tx.run('UPDATE accounts SET balance_cents = ? WHERE id = ?', (row?.balance_cents ?? 0) - 10, id);
    return true;
  });

const engines: [string, () => Promise<SqlDb>][] = [['SQLite', sqliteDb]];
if (postgres) engines.push(['PostgreSQL', postgresDb]);

describe.each(engines)('sqlDb on %s', (_name, open) => {
  it('reads, writes and counts what it changed', async () => {
    const db = await open();
    const id = await account(db, 500);
    expect(
      await db.run('UPDATE accounts SET balance_cents = balance_cents + @cents WHERE id = ?', { cents: 5 }, id),
    ).toBe(1);
    expect(await db.get('SELECT balance_cents FROM accounts WHERE id = ?', id)).toEqual({ balance_cents: 505 });
    expect(await db.all('SELECT id FROM accounts WHERE id = ?', id + 1)).toEqual([]);
  });

  it('commits a transaction, rolls back a failed one, and a savepoint undoes only its own writes', async () => {
    const db = await open();
    const id = await account(db, 100);
    await expect(
      db.transaction(async (tx) => {
        await tx.run('UPDATE accounts SET balance_cents = 50 WHERE id = ?', id);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await db.get('SELECT balance_cents FROM accounts WHERE id = ?', id)).toEqual({ balance_cents: 100 });
    const kept = await db.transaction(async (tx) => {
      await tx.run('UPDATE accounts SET balance_cents = 90 WHERE id = ?', id);
      await tx
        .savepoint(async () => {
          await tx.run('UPDATE accounts SET balance_cents = 10 WHERE id = ?', id);
          throw new Error('inner refusal');
        })
        .catch(() => {});
      return tx.get<{ balance_cents: number }>('SELECT balance_cents FROM accounts WHERE id = ?', id);
    });
    expect(kept).toEqual({ balance_cents: 90 });
    expect(await db.get('SELECT balance_cents FROM accounts WHERE id = ?', id)).toEqual({ balance_cents: 90 });
  });

  it('keeps a write made outside an open transaction out of it: that transaction’s rollback leaves it', async () => {
    const db = await open();
    const inside = await account(db, 100);
    const outside = (await db.get<{ id: number }>(
      "INSERT INTO accounts (kind, balance_cents) VALUES ('chain', 100) RETURNING id",
    ))!.id;
    let written: Promise<number> | undefined;
    await expect(
      db.transaction(async (tx) => {
        await tx.run('UPDATE accounts SET balance_cents = 1 WHERE id = ?', inside);
        // Another request's write, made while this transaction is open and awaiting.
        written = db.run('UPDATE accounts SET balance_cents = 2 WHERE id = ?', outside);
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await written).toBe(1);
    expect(await db.get('SELECT balance_cents FROM accounts WHERE id = ?', inside)).toEqual({ balance_cents: 100 });
    expect(await db.get('SELECT balance_cents FROM accounts WHERE id = ?', outside)).toEqual({ balance_cents: 2 });
  });

  it('never overdraws: 30 concurrent spends of 10 cents from 100 leave 0, ten of them paid', async () => {
    const db = await open();
    const id = await account(db, 100);
    const results = await Promise.all(Array.from({ length: 30 }, () => spend(db, id)));
    expect(results.filter(Boolean)).toHaveLength(10);
    expect(await db.get('SELECT balance_cents FROM accounts WHERE id = ?', id)).toEqual({ balance_cents: 0 });
  });
});

describe.skipIf(!postgres)('sqlDb on PostgreSQL, its named statements', () => {
  it('prepares a statement again on a new connection once a migration changed what it reads', async () => {
    const database = await freshPostgresDatabase(postgres ?? '');
    cleanups.push(database.drop);
    const store = await openStore(database.url);
    cleanups.push(() => store.close());
    const db = sqlDb(store);
    await account(db, 7);
    const read = () => db.all<Record<string, unknown>>(`SELECT * FROM accounts WHERE kind = 'pending'`);
    // Prepared on every connection of the pool, as a busy instance would have it.
    await Promise.all(Array.from({ length: 12 }, read));
    // Another instance's migration, while this one runs.
    await db.run('ALTER TABLE accounts ADD COLUMN note TEXT');
    const rows = await Promise.all(Array.from({ length: 12 }, read));
    expect(rows.every((found) => found[0]?.balance_cents === 7 && 'note' in (found[0] ?? {}))).toBe(true);
  });

  it('runs each connection’s session SQL once, before its first query', async () => {
    const database = await freshPostgresDatabase(postgres ?? '');
    cleanups.push(database.drop);
    const store = await openStore(database.url);
    cleanups.push(() => store.close());
    const db = sqlDb(store, {
      session: `CREATE FUNCTION pg_temp.doubled(n BIGINT) RETURNS BIGINT LANGUAGE sql AS 'SELECT n * 2'`,
    });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) => db.get<{ doubled: number }>('SELECT pg_temp.doubled(?) AS doubled', n)),
    );
    expect(answers.map((answer) => answer?.doubled)).toEqual(Array.from({ length: 12 }, (_, n) => n * 2));
    await db.transaction(async (tx) => {
      expect(await tx.get('SELECT pg_temp.doubled(21) AS doubled')).toEqual({ doubled: 42 });
    });
  });

  it('survives the server ending a connection between two statements of a transaction, and goes on', async () => {
    const database = await freshPostgresDatabase(postgres ?? '');
    cleanups.push(database.drop);
    const store = await openStore(database.url, { logError: () => {} });
    cleanups.push(() => store.close());
    const db = sqlDb(store);
    const ended = db.transaction(async (tx) => {
      const own = await tx.get<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      // An administrator (or a restart) ends this connection while the transaction waits on the API.
      await db.get('SELECT pg_terminate_backend(?) AS ended', own?.pid);
      await new Promise((resolve) => setTimeout(resolve, 200));
      return tx.get('SELECT 1 AS one');
    });
    await expect(ended).rejects.toThrow();
    expect(await db.get('SELECT 1 AS one')).toEqual({ one: 1 });
  });
});
