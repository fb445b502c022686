import pg from 'pg';
import {
  runTransaction,
  statementFor,
  typedQueries,
  type EngineQueries,
  type SqlDb,
  type SqlTx,
  type Statement,
} from './sql';

/**
 * A statement's name on the connection: PostgreSQL parses and plans a named statement once per
 * connection and then only binds and runs it (issue 41: planning was 30-48% of a tip's statement time
 * and 63-73% of a lookup's). The same text has the same name on every connection of this process.
 */
const statementNames = new Map<string, string>();
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `cuppa_${statementNames.size + 1}`;
    statementNames.set(text, name);
  }
  return name;
}

function queriesOn(client: pg.ClientBase): EngineQueries {
  const execute = (given: Statement, args: unknown[]) => {
    const { text, values } = statementFor(given, args, 'postgres');
    return client.query({ name: statementName(text), text, values });
  };
  return {
    async get(text: Statement, ...args: unknown[]) {
      return (await execute(text, args)).rows[0];
    },
    async all(text: Statement, ...args: unknown[]) {
      return (await execute(text, args)).rows;
    },
    async run(text: Statement, ...args: unknown[]) {
      return (await execute(text, args)).rowCount ?? 0;
    },
  };
}

const codeOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null ? (error as { code?: string }).code : undefined;

/**
 * A statement this connection prepared before another instance's migration added a column to a table
 * it reads with `SELECT *`: PostgreSQL refuses to run it ("cached plan must not change result type").
 * A new connection prepares it afresh.
 */
const isOutdated = (error: unknown) =>
  codeOf(error) === '0A000' && /cached plan/.test(error instanceof Error ? error.message : '');

/**
 * PostgreSQL refused a statement sent on its own: the server's own error, and not one of a connection
 * lost (08) or a server shutting down (57P), so the statement's implicit transaction ended and nothing it
 * wrote stays. After a connection lost or a reply given up on, whether it committed is unknown.
 */
export const isStatementRefused = (error: unknown): boolean =>
  error instanceof pg.DatabaseError && !/^(08|57P)/.test(error.code ?? '08');

/** PostgreSQL's deadlock_detected and serialization_failure: the transaction may simply run again. */
const isRetryable = (error: unknown) => ['40P01', '40001'].includes(codeOf(error) ?? '') || isOutdated(error);

/** The connection is not to be used again: it failed below SQL (no SQLSTATE), or holds an outdated statement. */
const isBroken = (error: unknown) => codeOf(error) === undefined || isOutdated(error);

export interface PostgresSqlOptions {
  /**
   * SQL each connection runs once, before its first query: the session's own functions (CREATE
   * FUNCTION pg_temp.…), which then ship with this process's code rather than with the database.
   */
  session?: string;
}

/**
 * The server's queries on PostgreSQL, straight on pg's pool: every statement is a named one (parsed and
 * planned once per connection), a transaction holds one connection from BEGIN to COMMIT.
 */
export function postgresSqlDb(pool: pg.Pool, options: PostgresSqlOptions = {}): SqlDb {
  const ready = new WeakSet<pg.PoolClient>();
  const acquire = async (): Promise<pg.PoolClient> => {
    const client = await pool.connect();
    if (options.session && !ready.has(client)) {
      try {
        await client.query(options.session);
      } catch (error) {
        client.release(error instanceof Error ? error : true);
        throw error;
      }
      ready.add(client);
    }
    return client;
  };
  const onClient = async <T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await acquire();
    let failure: unknown;
    // The server may end the connection between two statements (a restart, an administrator): pg then
    // emits the error on the client, which would end the process with no one listening.
    const onError = (error: Error) => {
      failure = error;
    };
    client.on('error', onError);
    try {
      return await work(client);
    } catch (error) {
      failure ??= error;
      throw error;
    } finally {
      client.off('error', onError);
      client.release(failure !== undefined && isBroken(failure) ? (failure as Error) : undefined);
    }
  };
  /** A query outside any transaction; one a migration outdated runs again on a new connection. */
  const once = async <T>(query: (queries: EngineQueries) => Promise<T>): Promise<T> => {
    try {
      return await onClient((client) => query(queriesOn(client)));
    } catch (error) {
      if (!isOutdated(error)) throw error;
      return onClient((client) => query(queriesOn(client)));
    }
  };
  return {
    ...typedQueries('postgres', {
      get: (text, ...args) => once((q) => q.get(text, ...args)),
      all: (text, ...args) => once((q) => q.all(text, ...args)),
      run: (text, ...args) => once((q) => q.run(text, ...args)),
    }),
    async transaction<T>(fn: (tx: SqlTx) => Promise<T>) {
      for (let tries = 1; ; tries += 1) {
        try {
          return await onClient((client) =>
            runTransaction(
              {
                queries: typedQueries('postgres', queriesOn(client)),
                exec: async (text) => {
                  await client.query(text);
                },
              },
              fn,
            ),
          );
        } catch (error) {
          if (tries >= 5 || !isRetryable(error)) throw error;
        }
      }
    },
  };
}
