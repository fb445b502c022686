import { openDatabase } from '../db/database';
import type { Query } from '../db/query';
import { bindSql, compileSql } from '../db/sql';

/**
 * SQLite's plan (EXPLAIN QUERY PLAN) for each query, one step a line, on a fresh database at today's
 * schema: for tests that a statement every payment runs finds its rows by index.
 */
export function sqlitePlans(queries: Query<unknown>[], params: Record<string, unknown>): string[][] {
  const db = openDatabase(':memory:');
  try {
    return queries.map((query) => {
      const compiled = compileSql(query.textFor('sqlite'), 'sqlite');
      return db
        .prepare(`EXPLAIN QUERY PLAN ${compiled.text}`)
        .all(...bindSql(compiled, [params]))
        .map((row) => (row as { detail: string }).detail);
    });
  } finally {
    db.close();
  }
}
