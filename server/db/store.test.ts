// @vitest-environment node
import { createServer, connect, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase, testPostgresUrl } from '../testing/postgres-database';
import { sqlDb } from './sql-db';
import { openStore, type Store } from './store';
import { postgresMigrations } from './postgres-schema';

const postgres = testPostgresUrl();
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** One user with a wallet whose balance is past 2^31 cents, written and read on the server's queries. */
async function walletRoundTrip(store: Store) {
  const q = sqlDb(store);
  await q.run(`INSERT INTO users (email, password_hash, first_name, last_name, alias, input_solana_address, created_at)
               VALUES ('Kim@Example.test', 'x', 'Kim', 'Lee', 'kim', 'addr-kim', '2026-01-01T00:00:00.000Z')`);
  const user = await q.get<{ id: number }>('SELECT id FROM users WHERE email = ?', 'kim@example.test');
  const userId = user?.id;
  await q.run(`INSERT INTO accounts (kind, user_id, balance_cents) VALUES ('wallet', ?, ?)`, userId, 5_000_000_000);
  const wallet = await q.get<{ balance_cents: number; total: number; n: number }>(
    `SELECT balance_cents, (SELECT SUM(balance_cents) FROM accounts) AS total, (SELECT COUNT(*) FROM accounts) AS n
     FROM accounts WHERE user_id = ?`,
    userId,
  );
  return { userId, wallet };
}

/** Two recharge rows for one chain hash: the second is a deposit credited twice. */
async function creditTwice(store: Store) {
  const { userId } = await walletRoundTrip(store);
  const recharge = () =>
    sqlDb(store).run(
      `INSERT INTO transactions (user_id, type, direction, amount_cents, status, address, hash, created_at)
       VALUES (?, 'recharge', 'in', 500, 'completed', 'addr-kim', 'hash-1', '2026-01-01T00:00:00.000Z')`,
      userId,
    );
  await recharge();
  return recharge();
}

describe('openStore on SQLite', () => {
  it('opens a migrated database; email matches in any case; cents and counts come back as numbers', async () => {
    const store = await openStore(':memory:');
    cleanups.push(() => store.close());
    expect(store.engine).toBe('sqlite');
    const { userId, wallet } = await walletRoundTrip(store);
    expect(userId).toBe(1);
    expect(wallet).toEqual({ balance_cents: 5_000_000_000, total: 5_000_000_000, n: 1 });
  });

  it('refuses a second credit of one deposit (its recharge row), whatever the code around it', async () => {
    const store = await openStore(':memory:');
    cleanups.push(() => store.close());
    await expect(creditTwice(store)).rejects.toThrow(/UNIQUE/);
  });
});

describe.skipIf(!postgres)('openStore on PostgreSQL', () => {
  it('migrates a new database once, and reads it as SQLite does', async () => {
    const database = await freshPostgresDatabase(postgres ?? '');
    cleanups.push(database.drop);
    // Two instances starting at once: the advisory lock lets one migrate and the other find it done.
    const [store, second] = await Promise.all([openStore(database.url), openStore(database.url)]);
    cleanups.push(
      () => store.close(),
      () => second.close(),
    );
    expect(store.engine).toBe('postgres');
    const { userId, wallet } = await walletRoundTrip(store);
    expect(typeof userId).toBe('number');
    expect(wallet).toEqual({ balance_cents: 5_000_000_000, total: 5_000_000_000, n: 1 });
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const versions = await client.query('SELECT version FROM schema_version');
    await client.end();
    expect(versions.rows).toEqual([{ version: postgresMigrations.length }]);
  });

  it('refuses a balance below zero, as SQLite does', async () => {
    const database = await freshPostgresDatabase(postgres ?? '');
    cleanups.push(database.drop);
    const store = await openStore(database.url);
    cleanups.push(() => store.close());
    await expect(sqlDb(store).run(`INSERT INTO accounts (kind, balance_cents) VALUES ('pending', -1)`)).rejects.toThrow(
      /check constraint/,
    );
  });

  it('refuses a second credit of one deposit, as SQLite does', async () => {
    const database = await freshPostgresDatabase(postgres ?? '');
    cleanups.push(database.drop);
    const store = await openStore(database.url);
    cleanups.push(() => store.close());
    await expect(creditTwice(store)).rejects.toThrow(/unique constraint/);
  });

  it('ends a statement that runs past the statement timeout, and goes on serving', async () => {
    const database = await freshPostgresDatabase(postgres ?? '');
    cleanups.push(database.drop);
    const store = await openStore(database.url, { timeouts: { statementMs: 200 } });
    cleanups.push(() => store.close());
    const q = sqlDb(store);
    await expect(q.get('SELECT pg_sleep(2) AS slept')).rejects.toThrow(/statement timeout/);
    expect(await q.get('SELECT 1 AS n')).toEqual({ n: 1 });
  });

  it('gives up on a connection that stops answering (the server or the network gone)', async () => {
    const database = await freshPostgresDatabase(postgres ?? '');
    cleanups.push(database.drop);
    // A relay between the pool and the server that can go silent, as a dead peer does.
    const target = new URL(database.url);
    let silent = false;
    const sockets: Socket[] = [];
    const relay = createServer((client) => {
      const server = connect(Number(target.port || 5432), target.hostname);
      sockets.push(client, server);
      client.on('data', (chunk) => silent || server.write(chunk));
      server.on('data', (chunk) => silent || client.write(chunk));
      client.on('error', () => server.destroy());
      server.on('error', () => client.destroy());
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    cleanups.push(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => relay.close(resolve));
    });
    const relayed = new URL(database.url);
    relayed.hostname = '127.0.0.1';
    relayed.port = String((relay.address() as { port: number }).port);
    const store = await openStore(relayed.toString(), { timeouts: { statementMs: 200, replyMs: 500 } });
    cleanups.push(() => store.close());
    const q = sqlDb(store);
    expect(await q.get('SELECT 1 AS n')).toEqual({ n: 1 });
    silent = true;
    await expect(q.get('SELECT 2 AS n')).rejects.toThrow(/timeout/i);
  });

  it('lets a start wait for another instance’s migration, however long, under the statement timeout', async () => {
    const database = await freshPostgresDatabase(postgres ?? '');
    cleanups.push(database.drop);
    // Another instance migrating: it holds the migration's lock for longer than the timeouts.
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    await other.query('BEGIN');
    await other.query(`SELECT pg_advisory_xact_lock(hashtext('cuppa schema'))`);
    const opening = openStore(database.url, { timeouts: { statementMs: 100, replyMs: 200 } });
    await new Promise((resolve) => setTimeout(resolve, 800));
    await other.query('COMMIT');
    await other.end();
    const store = await opening;
    cleanups.push(() => store.close());
    expect(await sqlDb(store).get('SELECT version FROM schema_version')).toEqual({
      version: postgresMigrations.length,
    });
  });

  it('keeps serving when the server ends an idle pooled connection (a restart, a failover, an admin)', async () => {
    const database = await freshPostgresDatabase(postgres ?? '');
    cleanups.push(database.drop);
    const errors: unknown[] = [];
    const store = await openStore(database.url, { logError: (error) => errors.push(error) });
    cleanups.push(() => store.close());
    const q = sqlDb(store);
    await q.get('SELECT 1 AS n');
    const admin = new pg.Client({ connectionString: postgres ?? '' });
    await admin.connect();
    const name = new URL(database.url).pathname.slice(1);
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
    await admin.end();
    await expect.poll(() => errors.length).toBeGreaterThan(0);
    expect(await q.get('SELECT 1 AS n')).toEqual({ n: 1 });
  });
});
