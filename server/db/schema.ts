import { bothEngines } from './migrations/both-engines';
import { firstFive } from './migrations/first-five';
import { sqliteDialect } from './migrations/migration-dialect';

/**
 * The schema on SQLite, as ordered migrations (counted in user_version): its first five, from before
 * PostgreSQL (migrations/first-five.ts), then the later ones (migrations/both-engines.ts), where a new
 * one goes. Both are written once for both engines.
 */
export const migrations: readonly string[] = [
  ...firstFive.map((migration) => migration(sqliteDialect)),
  ...bothEngines.map((migration) => migration(sqliteDialect)),
];
