import type { Engine } from './kysely';

/**
 * The SQL that differs between the engines, one helper each, so a query is still written once.
 * Email and alias compare without case: SQLite by this collation, PostgreSQL by their citext columns.
 */
export const caseless = (engine: Engine): string => (engine === 'sqlite' ? ' COLLATE NOCASE' : '');
