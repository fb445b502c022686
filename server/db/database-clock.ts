import { sql, type RawBuilder } from 'kysely';
import type { Engine } from './engine';
import { param, query } from './query';
import type { Sql } from './sql';

/**
 * The database's clock, in milliseconds since the epoch, as an expression of a typed query (query.ts).
 * What instances compare across one another (a job's lease and due time, a proof's minute) is written and
 * read with it, never with an instance's own clock: instances on one PostgreSQL database whose clocks
 * differ still agree on how much time has passed (docs/jobs.md, 'Leases and clocks').
 *
 * On PostgreSQL it is clock_timestamp(), the time of the statement's run (now() would be its
 * transaction's start), in a subquery so that it is read once per statement and a comparison with it can
 * use an index (clock_timestamp() itself is volatile). On SQLite it is the host's clock, the process's own
 * (one host), read once per statement. Raw: Kysely's builder has no clock of either engine.
 */
export const databaseNowMs = (engine: Engine): RawBuilder<number> =>
  engine === 'postgres'
    ? sql<number>`(select (extract(epoch from clock_timestamp()) * 1000)::bigint)`
    : sql<number>`cast(round((julianday('now') - 2440587.5) * 86400000) as integer)`;

/** `databaseNowMs` plus the milliseconds given at the call as @name (a bigint on PostgreSQL, as the clock). */
export const databaseNowPlus = (engine: Engine, name: string): RawBuilder<number> =>
  sql<number>`(${databaseNowMs(engine)} + ${param<number>(name)})`;

/**
 * `databaseNowMs` as an ISO 8601 text (2024-05-01T12:00:00.000Z, as Date's toISOString), to compare with
 * the times the tables keep as text (a subscription's expires_at).
 */
export const databaseNowIso = (engine: Engine): RawBuilder<string> =>
  engine === 'postgres'
    ? sql<string>`to_char(to_timestamp(${databaseNowMs(engine)} / 1000.0) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', ${databaseNowMs(engine)} / 1000.0, 'unixepoch')`;

const nowQuery = query((db, engine) => db.selectNoFrom(databaseNowMs(engine).as('now')));

/** The database's time now, in milliseconds (a bigint column comes back as a string from pg: Number). */
export async function readDatabaseNow(q: Sql): Promise<number> {
  const row = await q.get(nowQuery);
  return Number(row?.now);
}
