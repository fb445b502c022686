import type Database from 'better-sqlite3';

/**
 * Makes `db.prepare(sql)` return the statement prepared the first time for the same SQL text.
 * Compiling SQL was about a quarter of a tip's time (issue 26): a tip prepares 17 statements and,
 * uncached, compiles every one of them on every request. Reuse is safe because every caller runs a
 * statement to completion synchronously (get/all/run) and none changes its mode (pluck/raw/expand),
 * which would leak into the next caller sharing it.
 */
export function cachePreparedStatements(db: Database.Database, limit = 500): Database.Database {
  const prepare = db.prepare.bind(db);
  const cache = new Map<string, Database.Statement>();
  db.prepare = ((sql: string) => {
    let statement = cache.get(sql);
    if (!statement) {
      statement = prepare(sql);
      // Queries are fixed texts in the code, so the cache stays small; the bound only guards a caller
      // that ever builds SQL text from data.
      if (cache.size >= limit) cache.delete(cache.keys().next().value as string);
      cache.set(sql, statement);
    }
    return statement;
  }) as Database.Database['prepare'];
  return db;
}
