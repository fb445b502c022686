import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { migrations } from './schema';
import { cachePreparedStatements } from './statement-cache';

export type Db = Database.Database;

/** Opens (and migrates) the database: a file path, or ':memory:'. */
export function openDatabase(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return cachePreparedStatements(db);
}

function migrate(db: Db): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (let version = current; version < migrations.length; version += 1) {
    db.transaction(() => {
      db.exec(migrations[version] ?? '');
      db.pragma(`user_version = ${version + 1}`);
    }).immediate();
  }
}

export const nowIso = (): string => new Date().toISOString();

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment a day before @now (ISO): when a key's answer is forgotten, and a site's spending counted from. */
export const dayBefore = (now: string): string => new Date(Date.parse(now) - DAY_MS).toISOString();
