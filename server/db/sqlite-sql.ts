import type { Db } from './database';
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
 * Turns on the one connection: a transaction holds it from BEGIN to COMMIT, across its awaits, and
 * every other query waits its turn meanwhile (it would otherwise land inside that transaction). While
 * no transaction is open a query runs at once, with no queue to pass through.
 */
function connectionTurns() {
  let tail: Promise<void> = Promise.resolve();
  let holders = 0;
  return {
    get free() {
      return holders === 0;
    },
    /** Resolves with the function that ends this turn, once the turns before it have ended. */
    take(): Promise<() => void> {
      holders += 1;
      let end!: () => void;
      const ended = new Promise<void>((resolve) => {
        end = () => {
          holders -= 1;
          resolve();
        };
      });
      const turn = tail.then(() => end);
      tail = ended;
      return turn;
    },
  };
}

/** The queries, each on the connection's prepared statement for its text (statement-cache.ts). */
function statementsOn(db: Db): EngineQueries {
  const statement = (given: Statement, args: unknown[]) => {
    const { text, values } = statementFor(given, args, 'sqlite');
    return { prepared: db.prepare(text), values };
  };
  return {
    async get(text: Statement, ...args: unknown[]) {
      const { prepared, values } = statement(text, args);
      if (!prepared.reader) {
        prepared.run(...values);
        return undefined;
      }
      return prepared.get(...values);
    },
    async all(text: Statement, ...args: unknown[]) {
      const { prepared, values } = statement(text, args);
      if (!prepared.reader) {
        prepared.run(...values);
        return [];
      }
      return prepared.all(...values);
    },
    async run(text: Statement, ...args: unknown[]) {
      const { prepared, values } = statement(text, args);
      // A reader (INSERT … RETURNING) runs to its end all the same; SQLite counts what it changed.
      if (prepared.reader) {
        prepared.all(...values);
        return (db.prepare('SELECT changes() AS n').get() as { n: number }).n;
      }
      return prepared.run(...values).changes;
    },
  };
}

/**
 * The server's queries on SQLite, straight on better-sqlite3: each runs synchronously on its cached
 * prepared statement. Kysely's driver around the same statements (a compiled-query object, a query
 * queue, frozen results, per query) was about a quarter of a tip's time (issue 26).
 */
export function sqliteSqlDb(db: Db): SqlDb {
  const statements = statementsOn(db);
  const turns = connectionTurns();
  const inTurn = async <T>(query: () => Promise<T>): Promise<T> => {
    if (turns.free) return query();
    const end = await turns.take();
    try {
      return await query();
    } finally {
      end();
    }
  };
  const queries = typedQueries('sqlite', statements);
  return {
    ...typedQueries('sqlite', {
      get: (text, ...args) => inTurn(() => statements.get(text, ...args)),
      all: (text, ...args) => inTurn(() => statements.all(text, ...args)),
      run: (text, ...args) => inTurn(() => statements.run(text, ...args)),
    }),
    async transaction<T>(fn: (tx: SqlTx) => Promise<T>) {
      const end = await turns.take();
      try {
        // BEGIN, COMMIT and the savepoints as cached prepared statements: db.exec compiled each anew,
        // about 25 µs of a tip's four (issue 41's profile).
        return await runTransaction({ queries, exec: async (text) => void db.prepare(text).run() }, fn);
      } finally {
        end();
      }
    },
  };
}
