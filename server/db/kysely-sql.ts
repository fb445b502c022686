import { CompiledQuery, sql as kyselySql, type Kysely } from 'kysely';
import type { Engine, Tables } from './kysely';
import { bindSql, compileSql, runTransaction, type Sql, type SqlDb, type SqlTx } from './sql';

function queriesOn(executor: Kysely<Tables>, engine: Engine): Sql {
  const execute = async <T>(text: string, args: unknown[]) => {
    const compiled = compileSql(text, engine);
    return executor.executeQuery<T>(CompiledQuery.raw(compiled.text, bindSql(compiled, args)));
  };
  return {
    engine,
    async get<T>(text: string, ...args: unknown[]) {
      return (await execute<T>(text, args)).rows[0];
    },
    async all<T>(text: string, ...args: unknown[]) {
      return (await execute<T>(text, args)).rows;
    },
    async run(text: string, ...args: unknown[]) {
      return Number((await execute(text, args)).numAffectedRows ?? 0n);
    },
  };
}

/** PostgreSQL's deadlock_detected and serialization_failure: the transaction may simply run again. */
const isRetryable = (error: unknown) =>
  typeof error === 'object' && error !== null && ['40P01', '40001'].includes((error as { code?: string }).code ?? '');

/** The server's queries through Kysely's driver, on PostgreSQL's pool (sql-db.ts sends SQLite to sqlite-sql.ts). */
export function kyselySqlDb(engine: Engine, db: Kysely<Tables>): SqlDb {
  const attempt = <T>(fn: (tx: SqlTx) => Promise<T>) =>
    db.connection().execute((connection) =>
      runTransaction(
        {
          queries: queriesOn(connection, engine),
          exec: async (text) => {
            await kyselySql.raw(text).execute(connection);
          },
        },
        fn,
      ),
    );
  return {
    ...queriesOn(db, engine),
    async transaction<T>(fn: (tx: SqlTx) => Promise<T>) {
      for (let tries = 1; ; tries += 1) {
        try {
          return await attempt(fn);
        } catch (error) {
          if (engine !== 'postgres' || tries >= 5 || !isRetryable(error)) throw error;
        }
      }
    },
  };
}
