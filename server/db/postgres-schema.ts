import { bothEngines } from './migrations/both-engines';
import { firstFive } from './migrations/first-five';
import { postgresDialect } from './migrations/migration-dialect';

/**
 * The schema on PostgreSQL, as ordered migrations of its own (counted in schema_version; SQLite counts
 * in user_version). PostgreSQL databases start at SQLite's fifth migration, so its first migration is
 * SQLite's first five at once (migrations/first-five.ts); the later ones are SQLite's sixth on
 * (migrations/both-engines.ts).
 *
 * Kept the same as SQLite where the code reads values, so one set of queries serves both engines:
 * flags stay 0/1 integers, timestamps stay ISO 8601 text (they sort and compare the same on both),
 * money stays integer cents (BIGINT, read back as a JavaScript number by postgres-types.ts). Email and
 * alias are citext, PostgreSQL's counterpart of SQLite's COLLATE NOCASE, so `email = $1` matches any case.
 */
export const postgresMigrations: readonly string[] = [
  firstFive.map((migration) => migration(postgresDialect)).join(''),
  ...bothEngines.map((migration) => migration(postgresDialect)),
];
