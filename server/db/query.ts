import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  sql,
  type Compilable,
  type DefaultQueryCompiler,
  type Dialect,
  type InferResult,
  type InsertType,
  type RawBuilder,
} from 'kysely';
import type { Engine } from './engine';
import type { TableName, Tables } from './tables';

/**
 * Typed queries (issue 40): written with Kysely's builder over the tables of tables.ts, so a read's rows
 * are typed from the columns it names, with no cast. Kysely only writes the SQL here; the server runs
 * the text on its own statements (sqlite-sql.ts, postgres-sql.ts: prepared once per text, named on
 * PostgreSQL), so a query costs what a hand-written one does.
 */
export interface Query<Row> {
  /** The SQL for the engine, in the placeholders sql.ts reads (`?`, `@name`). */
  textFor(engine: Engine): string;
  /** The values of a query built at the call (`?` in order); a query built once takes its values by name. */
  readonly values: readonly unknown[];
  /** Never set: carries the row's type. */
  readonly row?: Row;
}

export type QueryBuilder = Kysely<Tables>;
export type RowOf<Q> = Q extends Query<infer Row> ? Row : never;
type Built = Compilable<unknown>;
type Rows<B extends Built> = InferResult<B>[number];

/**
 * Kysely's compilers, writing placeholders as sql.ts reads them: `?` on both engines (sql.ts numbers
 * them for PostgreSQL). With `inline`, a constant of the code is written into the text as a literal
 * (`status = 'pending'`, `limit 1`), so a query built once keeps no values of its own.
 */
function compilerOf(Base: new () => DefaultQueryCompiler, inline: boolean) {
  return class extends Base {
    protected override getCurrentParameterPlaceholder() {
      return '?';
    }
    protected override appendValue(value: unknown) {
      if (inline) this.appendImmediateValue(value);
      else super.appendValue(value);
    }
  };
}

function builderFor(engine: Engine, inline: boolean): QueryBuilder {
  const sqlite = engine === 'sqlite';
  const Compiler = compilerOf(sqlite ? SqliteQueryCompiler : PostgresQueryCompiler, inline);
  const dialect: Dialect = {
    createAdapter: () => (sqlite ? new SqliteAdapter() : new PostgresAdapter()),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => (sqlite ? new SqliteIntrospector(db) : new PostgresIntrospector(db)),
    createQueryCompiler: () => new Compiler(),
  };
  return new Kysely<Tables>({ dialect });
}

const builders = {
  once: { sqlite: builderFor('sqlite', true), postgres: builderFor('postgres', true) },
  now: { sqlite: builderFor('sqlite', false), postgres: builderFor('postgres', false) },
};

/**
 * A query written once, at load: its text is compiled per engine on first use and kept. Values given
 * at the call are named with `param` and passed as an object (`q.all(query, { id })`); anything else in
 * the builder is a constant of the code, written into the text. `engine` is for what only one engine
 * has (`forNoKeyUpdate()` on PostgreSQL).
 */
export function query<B extends Built>(build: (db: QueryBuilder, engine: Engine) => B): Query<Rows<B>> {
  const texts: Partial<Record<Engine, string>> = {};
  return {
    textFor(engine) {
      texts[engine] ??= compile(build(builders.once[engine], engine));
      return texts[engine];
    },
    values: [],
  };
}

/**
 * A query whose shape follows the values (a list's length, the columns an update sets), built at the
 * call for the engine at hand. Each shape is prepared once, as a query built once is.
 */
export function queryNow<B extends Built>(engine: Engine, build: (db: QueryBuilder) => B): Query<Rows<B>> {
  const compiled = build(builders.now[engine]).compile();
  return { textFor: () => compiled.sql, values: compiled.parameters };
}

function compile(built: Built): string {
  const compiled = built.compile();
  if (compiled.parameters.length > 0) throw new Error(`A query built once kept values: ${compiled.sql}`);
  return compiled.sql;
}

/** A value given at the call, by name: `where('id', '=', param<number>('id'))`. */
export const param = <T>(name: string): RawBuilder<T> => {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`Not a parameter name: ${name}`);
  return sql.raw<T>(`@${name}`);
};

/** The words of a space-separated list, as a union: `Words<'a b'>` is `'a' | 'b'`. */
type Words<List extends string> = List extends `${infer Head} ${infer Rest}` ? Head | Words<Rest> : List;
type ColumnOf<Table extends TableName> = keyof Tables[Table] & string;

/**
 * An insert's values or an update's set, each value given at the call under its column's name:
 * `named('jobs', 'kind run_at')` is `{ kind: param('kind'), run_at: param('run_at') }`, each typed as its
 * column. The columns are one list, so each is written once rather than once as a key and again as a name.
 */
export function named<Table extends TableName, List extends string>(
  _table: Table,
  columns: Words<List> extends ColumnOf<Table>
    ? List
    : `not a column of ${Table}: ${Exclude<Words<List>, ColumnOf<Table>>}`,
): { [Name in Words<List> & ColumnOf<Table>]: RawBuilder<InsertType<Tables[Table][Name]>> } {
  const values: Record<string, RawBuilder<unknown>> = {};
  for (const name of (columns as string).split(' ')) values[name] = param(name);
  return values as { [Name in Words<List> & ColumnOf<Table>]: RawBuilder<InsertType<Tables[Table][Name]>> };
}
