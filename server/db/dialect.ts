import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { Engine } from './engine';
import type { QueryBuilder } from './query';

// The SQL that differs between the engines, one helper each, so a query is still written once.

/**
 * A value compared without case in a typed query (query.ts): email and alias compare so, SQLite by this
 * collation after the value, PostgreSQL by their citext columns.
 */
export const caselessValue = <T>(engine: Engine, value: Expression<T>): Expression<T> | RawBuilder<T> =>
  // Raw: Kysely's builder has no COLLATE.
  engine === 'sqlite' ? sql<T>`${value} collate nocase` : value;

/**
 * A unique index refused the write: better-sqlite3's code, or PostgreSQL's 23505. On PostgreSQL two
 * transactions may both check a name is free and both insert; the second insert is refused here.
 */
export const isUniqueViolation = (error: unknown): boolean => {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
};

/**
 * `media` (a JSON array of media, as posts keep them) holds an item of type `type`. Raw: Kysely's builder
 * has no table-valued JSON functions.
 */
export const hasMediaOfType = (engine: Engine, media: Expression<string>, type: Expression<string>) =>
  engine === 'sqlite'
    ? sql<SqlBool>`exists (select 1 from json_each(${media}) m where json_extract(m.value, '$.type') = ${type})`
    : sql<SqlBool>`exists (select 1 from jsonb_array_elements(${media}::jsonb) m where m->>'type' = ${type})`;

/** LIKE without case, as SQLite's LIKE is for ASCII: PostgreSQL's LIKE minds case, its ILIKE does not. */
export const likeCaseless = (engine: Engine): string => (engine === 'sqlite' ? 'LIKE' : 'ILIKE');

/** PostgreSQL's lock_not_available: a row lock not granted within lock_timeout (store.ts's postgresTimeouts). */
export const isLockTimeout = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '55P03';

/**
 * The member `user` has turned a privacy setting off (`privacy.<name>: false` in their settings' JSON;
 * no row, or no such key, is the default: on). SQLite's json_extract reads JSON false as 0; PostgreSQL
 * compares JSON values. Raw: the JSON operators are each engine's own.
 */
export const privacySettingOff = (
  engine: Engine,
  db: QueryBuilder,
  user: Expression<number>,
  name: 'searchable' | 'show_activity',
) =>
  db
    .selectFrom('settings as ps')
    .select((eb) => eb.lit(1).as('off'))
    .where('ps.user_id', '=', user)
    .where(
      engine === 'sqlite'
        ? sql<SqlBool>`json_extract(ps.json, ${sql.lit(`$.privacy.${name}`)}) = 0`
        : sql<SqlBool>`(ps.json::jsonb #> ${sql.lit(`{privacy,${name}}`)}) = 'false'::jsonb`,
    );

/**
 * The texts of `list` (a JSON array of strings, given as one value) as the rows of a table with one
 * column, `value`, compared without case on both engines as the alias and email columns are (citext on
 * PostgreSQL; SQLite's columns carry their collation). One value whatever the list's length, so the
 * query is written and prepared once. Raw: Kysely's builder has no table-valued JSON functions.
 */
export const caselessTextList = (engine: Engine, list: Expression<string>) =>
  (engine === 'sqlite'
    ? sql<{ value: string }>`(select value from json_each(${list}))`
    : sql<{ value: string }>`(select value::citext as value from json_array_elements_text(${list}::json) as j(value))`
  ).as('list');
