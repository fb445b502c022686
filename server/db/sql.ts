import type { Engine } from './engine';
import type { Query } from './query';

/**
 * The queries the server runs, the same SQL text on both engines (issue 26): on SQLite straight on
 * better-sqlite3's prepared statements (sqlite-sql.ts), on PostgreSQL as named statements on pg's pool
 * (postgres-sql.ts); sql-db.ts picks. A query binds values by position (`?`) or by name (`@viewer`, from
 * an object given first), as the server's better-sqlite3 code always has; the text is compiled once
 * per engine into that engine's placeholders.
 */
export interface Sql {
  readonly engine: Engine;
  /** The first row, or undefined. */
  get<Row>(query: Query<Row>, values?: Values): Promise<Row | undefined>;
  get<T>(text: string, ...args: unknown[]): Promise<T | undefined>;
  all<Row>(query: Query<Row>, values?: Values): Promise<Row[]>;
  all<T>(text: string, ...args: unknown[]): Promise<T[]>;
  /** An INSERT, UPDATE or DELETE: how many rows it changed. */
  run(query: Query<unknown>, values?: Values): Promise<number>;
  run(text: string, ...args: unknown[]): Promise<number>;
}

/** The values a typed query names with `param` (query.ts). */
export type Values = Record<string, unknown>;

/** What the queries take: a typed query (query.ts), or SQL text with its values. */
export type Statement = string | Query<unknown>;

/** Sql's calls as an engine runs them, before the rows are typed. */
export interface EngineQueries {
  get(statement: Statement, ...args: unknown[]): Promise<unknown>;
  all(statement: Statement, ...args: unknown[]): Promise<unknown[]>;
  run(statement: Statement, ...args: unknown[]): Promise<number>;
}

/**
 * An engine's queries, with rows of the type each query says (query.ts types them from tables.ts): the
 * one place the engine's untyped rows are taken for what the query reads.
 */
export const typedQueries = (engine: Engine, queries: EngineQueries): Sql => ({ engine, ...queries }) as Sql;

/** Inside a transaction: what a money move needs beyond plain queries. */
export interface SqlTx extends Sql {
  /**
   * Runs `fn`; when it throws, what it wrote is undone (a savepoint) and the error is thrown on, while
   * the transaction around it goes on.
   */
  savepoint<T>(fn: () => Promise<T>): Promise<T>;
  /**
   * ' FOR NO KEY UPDATE' on PostgreSQL, to end a SELECT of rows the transaction will change (never their
   * keys, so a foreign-key check on them does not wait); SQLite locks the whole database on write.
   */
  readonly forUpdate: string;
}

export interface SqlDb extends Sql {
  /**
   * One transaction. On SQLite it takes the write lock at once (BEGIN IMMEDIATE), so transactions run
   * one after another. On PostgreSQL it runs at READ COMMITTED, locking the rows it changes (`forUpdate`);
   * a deadlock or serialization failure runs `fn` again from the start, up to five times, so `fn` must
   * do nothing outside the database. On SQLite a query made outside it meanwhile waits until it ends,
   * so nothing lands inside it but its own.
   */
  transaction<T>(fn: (tx: SqlTx) => Promise<T>): Promise<T>;
}

interface Compiled {
  text: string;
  /** Per placeholder: the index of a positional value, or the name of a named one. */
  slots: (number | string)[];
}

const compiledTexts: Record<Engine, Map<string, Compiled>> = { sqlite: new Map(), postgres: new Map() };

/**
 * The text with each placeholder (`?`, numbered from 0, or `@name`) replaced by what `replace` gives
 * for it; quoted text ('…', "…") is left as it is.
 */
export function mapPlaceholders(text: string, replace: (slot: number | string) => string): string {
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
    if (char === '?') {
      out += replace(positional);
      positional += 1;
    } else if (char === '@' && /[A-Za-z_]/.test(text.charAt(i + 1))) {
      const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(i + 1))?.[0] ?? '';
      out += replace(name);
      i += name.length;
    } else {
      out += char;
    }
  }
  if (quote) throw new Error(`Unclosed ${quote} in SQL: ${text}`);
  return out;
}

/** The query in the engine's own placeholders. */
export function compileSql(text: string, engine: Engine): Compiled {
  const cache = compiledTexts[engine];
  const cached = cache.get(text);
  if (cached) return cached;
  const slots: (number | string)[] = [];
  const out = mapPlaceholders(text, (slot) => {
    slots.push(slot);
    return engine === 'postgres' ? `$${slots.length}` : '?';
  });
  const compiled = { text: out, slots };
  cache.set(text, compiled);
  return compiled;
}

const isNamed = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);

/**
 * A statement's text in the engine's placeholders, and its values in their order: a typed query's own
 * (built at the call) or those named at the call; a text's as given.
 */
export function statementFor(
  statement: Statement,
  args: unknown[],
  engine: Engine,
): { text: string; values: unknown[] } {
  const typed = typeof statement !== 'string';
  const compiled = compileSql(typed ? statement.textFor(engine) : statement, engine);
  const given = typed && statement.values.length > 0 ? (statement.values as unknown[]) : args;
  return { text: compiled.text, values: bindSql(compiled, given) };
}

/** The values in placeholder order: a plain object first names values; arrays are spread, as better-sqlite3 does. */
export function bindSql(compiled: Compiled, args: unknown[]): unknown[] {
  const named = isNamed(args[0]) ? args[0] : null;
  // Most calls pass plain values (or the named object alone): copied and flattened only when an array is spread.
  const rest = named ? args.slice(1) : args;
  const positional = rest.some(Array.isArray) ? rest.flat() : rest;
  return compiled.slots.map((slot) => {
    if (typeof slot === 'number') {
      if (slot >= positional.length) throw new Error(`No value for placeholder ${slot + 1}`);
      return positional[slot];
    }
    if (!named || !(slot in named)) throw new Error(`No value for @${slot}`);
    return named[slot];
  });
}

/** One transaction's connection: its queries, and a statement with no values (BEGIN, SAVEPOINT …). */
export interface TxConnection {
  queries: Sql;
  exec(text: string): Promise<void>;
}

/**
 * Runs `fn` as one transaction on a connection that nothing else uses meanwhile: BEGIN (IMMEDIATE on
 * SQLite: the write lock at once), savepoints, COMMIT or ROLLBACK.
 */
export async function runTransaction<T>(connection: TxConnection, fn: (tx: SqlTx) => Promise<T>): Promise<T> {
  const { queries, exec } = connection;
  await exec(queries.engine === 'sqlite' ? 'BEGIN IMMEDIATE' : 'BEGIN');
  let savepoints = 0;
  // Not a literal that begins with `...queries`: rows/users.ts's toPublicUser says why.
  const tx: SqlTx = Object.assign({}, queries, {
    forUpdate: queries.engine === 'postgres' ? ' FOR NO KEY UPDATE' : '',
    async savepoint<S>(inner: () => Promise<S>) {
      savepoints += 1;
      const name = `sp${savepoints}`;
      await exec(`SAVEPOINT ${name}`);
      try {
        const result = await inner();
        await exec(`RELEASE SAVEPOINT ${name}`);
        return result;
      } catch (error) {
        await exec(`ROLLBACK TO SAVEPOINT ${name}`);
        await exec(`RELEASE SAVEPOINT ${name}`);
        throw error;
      }
    },
  });
  try {
    const result = await fn(tx);
    await exec('COMMIT');
    return result;
  } catch (error) {
    // The first error is the one to tell: a ROLLBACK that fails too (the connection gone) adds nothing.
    await exec('ROLLBACK').catch(() => {});
    throw error;
  }
}

/**
 * A query written for `get`/`all`/`run` as a statement of a PL/pgSQL function: each `@name` becomes the
 * function's variable `variables[name]`, so a rule's query is written once for both engines' money calls.
 */
export function inPlpgsql(text: string, variables: Record<string, string>): string {
  return mapPlaceholders(text, (slot) => {
    const variable = typeof slot === 'string' ? variables[slot] : undefined;
    if (variable === undefined)
      throw new Error(`No PL/pgSQL variable for ${typeof slot === 'string' ? `@${slot}` : '?'}`);
    return variable;
  });
}
