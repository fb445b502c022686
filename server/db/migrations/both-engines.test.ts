// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase, testPostgresUrl } from '../../testing/postgres-database';
import { openDatabase } from '../database';
import { openStore } from '../store';
import { postgresMigrations } from '../postgres-schema';
import { migrations } from '../schema';
import { bothEngines } from './both-engines';

const dir = mkdtempSync(join(tmpdir(), 'cuppa-migrations-'));
const postgres = testPostgresUrl();
const drops: (() => Promise<void>)[] = [];
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  for (const drop of drops) await drop();
});

/** What a SQLite database's schema says, in a stable order. */
function sqliteSchema(path: string): string[] {
  const db = new Database(path, { readonly: true });
  try {
    const rows = db.prepare(`SELECT sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY type, name`).all();
    return rows.map((row) => String((row as { sql: string }).sql).replace(/\s+/g, ' '));
  } finally {
    db.close();
  }
}

describe('migrations written once for both engines', () => {
  it('bring a SQLite database at the previous version, or from before them, to the schema of a new one', () => {
    const fresh = join(dir, 'fresh.db');
    openDatabase(fresh).close();
    const newest = sqliteSchema(fresh);
    for (const version of [migrations.length - bothEngines.length, migrations.length - 1]) {
      const path = join(dir, `at-${version}.db`);
      const old = new Database(path);
      for (const migration of migrations.slice(0, version)) old.exec(migration);
      old.pragma(`user_version = ${version}`);
      old.close();
      const upgraded = openDatabase(path);
      expect(upgraded.pragma('user_version', { simple: true }), `from ${version}`).toBe(migrations.length);
      upgraded.close();
      expect(sqliteSchema(path), `from ${version}`).toEqual(newest);
    }
  });
});

const userless = `INSERT INTO accounts (kind, user_id) VALUES ('chain', NULL)`;

describe('the accounts without a user', () => {
  it('are one of a kind on SQLite, as on PostgreSQL', () => {
    const db = openDatabase(join(dir, 'userless.db'));
    try {
      db.exec(userless);
      expect(() => db.exec(userless)).toThrow(/UNIQUE/);
    } finally {
      db.close();
    }
  });

  it.skipIf(!postgres)('are one of a kind on PostgreSQL', async () => {
    const fresh = await freshPostgresDatabase(postgres!);
    drops.push(fresh.drop);
    await (await openStore(fresh.url)).close();
    const client = new pg.Client({ connectionString: fresh.url });
    await client.connect();
    try {
      await client.query(userless);
      await expect(client.query(userless)).rejects.toThrow(/unique/i);
    } finally {
      await client.end();
    }
  });
});

describe.skipIf(!postgres)('migrations on PostgreSQL', () => {
  /** Every column of the public schema with its type, nullability and default, and every index. */
  async function postgresSchema(url: string): Promise<string[]> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const columns = await client.query<{ d: string }>(
        `SELECT concat_ws(' ', table_name, column_name, data_type, is_nullable, column_default) AS d
         FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, column_name`,
      );
      const indexes = await client.query<{ d: string }>(
        `SELECT indexdef AS d FROM pg_indexes WHERE schemaname = 'public' ORDER BY indexname`,
      );
      const checks = await client.query<{ d: string }>(
        `SELECT conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid) AS d
         FROM pg_constraint WHERE connamespace = 'public'::regnamespace ORDER BY conrelid::regclass::text, conname`,
      );
      return [...columns.rows, ...indexes.rows, ...checks.rows].map((row) => row.d);
    } finally {
      await client.end();
    }
  }

  it('bring a database at the previous version to the schema of a new one', async () => {
    const fresh = await freshPostgresDatabase(postgres!);
    drops.push(fresh.drop);
    await (await openStore(fresh.url)).close();

    const old = await freshPostgresDatabase(postgres!);
    drops.push(old.drop);
    const client = new pg.Client({ connectionString: old.url });
    await client.connect();
    const previous = postgresMigrations.length - 1;
    for (const migration of postgresMigrations.slice(0, previous)) await client.query(migration);
    await client.query(`CREATE TABLE schema_version (version INTEGER NOT NULL)`);
    await client.query(`INSERT INTO schema_version (version) VALUES (${previous})`);
    await client.end();
    await (await openStore(old.url)).close();

    expect(await postgresSchema(old.url)).toEqual(await postgresSchema(fresh.url));
  });
});
