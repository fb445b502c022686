// @vitest-environment node
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase, testPostgresUrl } from '../testing/postgres-database';
import { openDatabase } from './database';
import { openStore } from './store';
import { tables } from './tables';

/** One line per column, as tables.ts describes it: `table.column integer|text [null] [default]`. */
const described = Object.entries(tables)
  .flatMap(([table, columns]) =>
    Object.entries(columns).map(
      ([name, column]) =>
        `${table}.${name} ${column.holds}${column.isNullable ? ' null' : ''}${column.hasDefault ? ' default' : ''}`,
    ),
  )
  .sort();

const postgres = testPostgresUrl();
const drops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const drop of drops) await drop();
});

describe('tables.ts, the one description of every table', () => {
  it('names every column a migrated SQLite database has, with what it holds, NULL and default', () => {
    const db = openDatabase(':memory:');
    const names = db
      .prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`)
      .pluck()
      .all() as string[];
    const rowids: string[] = [];
    const actual = names.flatMap((table) => {
      const columns = db.prepare(`PRAGMA table_info(${table})`).all() as {
        name: string;
        type: string;
        notnull: number;
        dflt_value: string | null;
        pk: number;
      }[];
      const keys = columns.filter((column) => column.pk > 0);
      // A lone INTEGER PRIMARY KEY is SQLite's rowid, which numbers itself whether or not the table means
      // it to (a goal's creator_id does not): what it defaults to is PostgreSQL's test to tell.
      if (keys.length === 1 && keys[0]?.type === 'INTEGER') rowids.push(`${table}.${keys[0].name}`);
      return columns.map(
        (column) =>
          `${table}.${column.name} ${column.type.toLowerCase()}${column.notnull || column.pk ? '' : ' null'}${column.dflt_value === null ? '' : ' default'}`,
      );
    });
    db.close();
    const withoutRowidDefaults = described.map((line) =>
      rowids.includes(line.split(' ')[0] ?? '') ? line.replace(/ default$/, '') : line,
    );
    expect(actual.sort()).toEqual(withoutRowidDefaults);
  });

  it.skipIf(!postgres)('names every column a migrated PostgreSQL database has, likewise', async () => {
    const fresh = await freshPostgresDatabase(postgres!);
    drops.push(fresh.drop);
    await (await openStore(fresh.url)).close();
    const client = new pg.Client({ connectionString: fresh.url });
    await client.connect();
    const { rows } = await client.query<{ line: string }>(
      `SELECT table_name || '.' || column_name || ' '
         || CASE WHEN data_type IN ('bigint', 'integer') THEN 'integer' ELSE 'text' END
         || CASE WHEN is_nullable = 'YES' THEN ' null' ELSE '' END
         || CASE WHEN column_default IS NOT NULL OR is_identity = 'YES' THEN ' default' ELSE '' END AS line
       FROM information_schema.columns
       WHERE table_schema = 'public' AND table_name <> 'schema_version'`,
    );
    await client.end();
    expect(rows.map((row) => row.line).sort()).toEqual(described);
  });
});
