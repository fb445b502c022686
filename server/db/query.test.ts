// @vitest-environment node
import { describe, expect, expectTypeOf, it } from 'vitest';
import { openDatabase } from './database';
import { param, query, queryNow } from './query';
import { sqliteSqlDb } from './sqlite-sql';

const pendingOf = query((db, engine) => {
  const read = db
    .selectFrom('transactions')
    .select(['id', 'amount_cents', 'hash'])
    .where('user_id', '=', param<number>('user'))
    .where('status', '=', 'pending')
    .limit(1);
  return engine === 'postgres' ? read.forNoKeyUpdate() : read;
});

describe('typed queries', () => {
  it('write each engine its text once, constants in it and values by name', () => {
    expect(pendingOf.textFor('sqlite')).toBe(
      `select "id", "amount_cents", "hash" from "transactions" where "user_id" = @user and "status" = 'pending' limit 1`,
    );
    expect(pendingOf.textFor('postgres')).toBe(
      `select "id", "amount_cents", "hash" from "transactions" where "user_id" = @user and "status" = 'pending' limit 1 for no key update`,
    );
    expect(pendingOf.textFor('sqlite')).toBe(pendingOf.textFor('sqlite'));
  });

  it('write a constant that holds a quote as a literal, quoted', () => {
    const quoted = query((db) => db.selectFrom('users').select('id').where('about', '=', "it's"));
    expect(quoted.textFor('sqlite')).toContain(`"about" = 'it''s'`);
  });

  it('refuse a name that is not a parameter', () => {
    expect(() => param('id; DROP TABLE users')).toThrow(/Not a parameter name/);
  });

  it('read rows typed by the columns they name, on the engine', async () => {
    const db = openDatabase(':memory:');
    const q = sqliteSqlDb(db);
    const rows = await q.all(
      query((b) => b.selectFrom('users').select(['id', 'alias', 'image']).where('id', '>', param<number>('after'))),
      { after: 0 },
    );
    expectTypeOf(rows).toEqualTypeOf<{ id: number; alias: string; image: string | null }[]>();
    expect(rows).toEqual([]);
    db.close();
  });

  it('build a query whose shape follows its values at the call, its values in order', async () => {
    const db = openDatabase(':memory:');
    const q = sqliteSqlDb(db);
    const ids = [3, 1, 2];
    const listed = queryNow(q.engine, (b) => b.selectFrom('users').select('id').where('id', 'in', ids));
    expect(listed.textFor('sqlite')).toBe(`select "id" from "users" where "id" in (?, ?, ?)`);
    expect(listed.values).toEqual(ids);
    expect(await q.all(listed)).toEqual([]);
    db.close();
  });
});
