import type { Engine } from './engine';

/**
 * The SQL that differs between the engines, one helper each, so a query is still written once.
 * Email and alias compare without case: SQLite by this collation, PostgreSQL by their citext columns.
 */
export const caseless = (engine: Engine): string => (engine === 'sqlite' ? ' COLLATE NOCASE' : '');

/**
 * A unique index refused the write: better-sqlite3's code, or PostgreSQL's 23505. On PostgreSQL two
 * transactions may both check a name is free and both insert; the second insert is refused here.
 */
export const isUniqueViolation = (error: unknown): boolean => {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
};

/** `column` (a JSON array of media, as posts keep them) holds an item of the type bound to its one `?`. */
export const hasMediaOfType = (engine: Engine, column: string): string =>
  engine === 'sqlite'
    ? `EXISTS (SELECT 1 FROM json_each(${column}) m WHERE json_extract(m.value, '$.type') = ?)`
    : `EXISTS (SELECT 1 FROM jsonb_array_elements(${column}::jsonb) m WHERE m->>'type' = ?)`;

/** LIKE without case, as SQLite's LIKE is for ASCII: PostgreSQL's LIKE minds case, its ILIKE does not. */
export const likeCaseless = (engine: Engine): string => (engine === 'sqlite' ? 'LIKE' : 'ILIKE');

/** PostgreSQL's lock_not_available: a row lock not granted within lock_timeout (kysely.ts's postgresTimeouts). */
export const isLockTimeout = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '55P03';

/**
 * The member whose id is in `userColumn` has turned a privacy setting off (`privacy.<name>: false` in
 * their settings' JSON; no row, or no such key, is the default: on). SQLite's json_extract reads JSON
 * false as 0; PostgreSQL compares JSON values.
 */
export const privacySettingOff = (engine: Engine, userColumn: string, name: 'searchable' | 'show_activity'): string =>
  `EXISTS (SELECT 1 FROM settings ps WHERE ps.user_id = ${userColumn} AND ${
    engine === 'sqlite'
      ? `json_extract(ps.json, '$.privacy.${name}') = 0`
      : `(ps.json::jsonb #> '{privacy,${name}}') = 'false'::jsonb`
  })`;
