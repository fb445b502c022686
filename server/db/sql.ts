import { CompiledQuery, sql as kyselySql, type Kysely } from 'kysely';
import type { Engine, Store, Tables } from './kysely';

/**
 * The queries the server runs, the same SQL text on both engines (issue 26), through Kysely's drivers:
 * its connection handling, SQLite's one connection taken in turns, PostgreSQL's pool. A query binds
 * values by position (`?`) or by name (`@viewer`, from an object given first), as the server's
 * better-sqlite3 code always has; the text is compiled once per engine into that engine's
 * placeholders.
 */
export interface Sql {
  readonly engine: Engine;
  /** The first row, or undefined. */
  get<T>(text: string, ...args: unknown[]): Promise<T | undefined>;
  all<T>(text: string, ...args: unknown[]): Promise<T[]>;
  /** An INSERT, UPDATE or DELETE: how many rows it changed. */
  run(text: string, ...args: unknown[]): Promise<number>;
}

/** Inside a transaction: what a money move needs beyond plain queries. */
export interface SqlTx extends Sql {
  /**
   * Runs `fn`; when it throws, what it wrote is undone (a savepoint) and the error is thrown on, while
   * the transaction around it goes on.
   */
  savepoint<T>(fn: () => Promise<T>): Promise<T>;
  /** ' FOR UPDATE' on PostgreSQL, to end a SELECT of rows the transaction will change; SQLite locks the whole database on write. */
  readonly forUpdate: string;
  /**
   * Runs `task` just before the commit, after everything else the transaction does (dropped with a
   * savepoint that is undone). For writes to rows many transactions share: a row written last is held
   * locked until the commit for one round trip, not for the whole transaction.
   */
  atCommit(task: () => Promise<void>): void;
}

export interface SqlDb extends Sql {
  /**
   * One transaction. On SQLite it takes the write lock at once (BEGIN IMMEDIATE), so transactions run
   * one after another. On PostgreSQL it runs at READ COMMITTED, locking the rows it changes (`forUpdate`);
   * a deadlock or serialization failure runs `fn` again from the start, up to five times, so `fn` must
   * do nothing outside the database. Not for the server's routes while any of them still writes through
   * better-sqlite3 directly: on SQLite that write would land inside this transaction (docs/database.md).
   */
  transaction<T>(fn: (tx: SqlTx) => Promise<T>): Promise<T>;
}

interface Compiled {
  text: string;
  /** Per placeholder: the index of a positional value, or the name of a named one. */
  slots: (number | string)[];
}

const compiledTexts: Record<Engine, Map<string, Compiled>> = { sqlite: new Map(), postgres: new Map() };

/** The query in the engine's own placeholders; quoted text ('…', "…") is left as it is. */
export function compileSql(text: string, engine: Engine): Compiled {
  const cache = compiledTexts[engine];
  const cached = cache.get(text);
  if (cached) return cached;
  const slots: (number | string)[] = [];
  let out = '';
  let positional = 0;
  let quote: string | null = null;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charAt(i);
    if (quote) {
      out += char;
      if (char === quote) quote = null;
      continue;
    }
    if (char === "'" || char === '"') {
      quote = char;
      out += char;
      continue;
    }
    let slot: number | string | null = null;
    if (char === '?') {
      slot = positional;
      positional += 1;
    } else if (char === '@' && /[A-Za-z_]/.test(text.charAt(i + 1))) {
      const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(i + 1))?.[0] ?? '';
      slot = name;
      i += name.length;
    }
    if (slot === null) {
      out += char;
      continue;
    }
    slots.push(slot);
    out += engine === 'postgres' ? `$${slots.length}` : '?';
  }
  if (quote) throw new Error(`Unclosed ${quote} in SQL: ${text}`);
  const compiled = { text: out, slots };
  cache.set(text, compiled);
  return compiled;
}

const isNamed = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);

/** The values in placeholder order: a plain object first names values; arrays are spread, as better-sqlite3 does. */
export function bindSql(compiled: Compiled, args: unknown[]): unknown[] {
  const named = isNamed(args[0]) ? args[0] : null;
  const positional = (named ? args.slice(1) : args).flat();
  return compiled.slots.map((slot) => {
    if (typeof slot === 'number') {
      if (slot >= positional.length) throw new Error(`No value for placeholder ${slot + 1}`);
      return positional[slot];
    }
    if (!named || !(slot in named)) throw new Error(`No value for @${slot}`);
    return named[slot];
  });
}

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

export function sqlDb(store: Store): SqlDb {
  const { engine, db } = store;
  let savepoints = 0;
  const attempt = <T>(fn: (tx: SqlTx) => Promise<T>) =>
    db.connection().execute(async (connection) => {
      const raw = (text: string) => kyselySql.raw(text).execute(connection);
      await raw(engine === 'sqlite' ? 'BEGIN IMMEDIATE' : 'BEGIN');
      const lastTasks: (() => Promise<void>)[] = [];
      const tx: SqlTx = {
        ...queriesOn(connection, engine),
        forUpdate: engine === 'postgres' ? ' FOR UPDATE' : '',
        async savepoint<S>(inner: () => Promise<S>) {
          savepoints += 1;
          const name = `sp${savepoints}`;
          const tasksBefore = lastTasks.length;
          await raw(`SAVEPOINT ${name}`);
          try {
            const result = await inner();
            await raw(`RELEASE SAVEPOINT ${name}`);
            return result;
          } catch (error) {
            await raw(`ROLLBACK TO SAVEPOINT ${name}`);
            await raw(`RELEASE SAVEPOINT ${name}`);
            lastTasks.length = tasksBefore;
            throw error;
          }
        },
        atCommit(task) {
          lastTasks.push(task);
        },
      };
      try {
        const result = await fn(tx);
        for (const task of lastTasks) await task();
        await raw('COMMIT');
        return result;
      } catch (error) {
        // The first error is the one to tell: a ROLLBACK that fails too (the connection gone) adds nothing.
        await raw('ROLLBACK').catch(() => {});
        throw error;
      }
    });
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
