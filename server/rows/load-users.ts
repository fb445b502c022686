import { caselessTextList, caselessValue } from '../db/dialect';
import { param, query, queryNow } from '../db/query';
import type { Sql } from '../db/sql';
import { tickBatch } from '../db/tick-batch';
import { usersWithPosts, type UserRow } from './users';

const userQuery = query((db) => usersWithPosts(db).where('u.id', '=', param<number>('id')));
const openUserQuery = query((db, engine) =>
  usersWithPosts(db)
    .where('u.alias', '=', caselessValue(engine, param<string>('alias')))
    .where('u.closed_at', 'is', null),
);

/** Reads the given users at once, for lists that name a creator, host or counterparty per row. */
export async function loadUsers(q: Sql, ids: Iterable<number | null>): Promise<Map<number, UserRow>> {
  const unique = [...new Set([...ids].filter((id): id is number => id !== null))];
  if (unique.length === 0) return new Map();
  // One user (a post's creator in an unlock's answer) is read by the query written once, as hot paths are.
  if (unique.length === 1) {
    const user = await q.get(userQuery, { id: unique[0] });
    return new Map(user ? [[user.id, user]] : []);
  }
  const rows = await q.all(queryNow(q.engine, (db) => usersWithPosts(db).where('u.id', 'in', unique)));
  return new Map(rows.map((row) => [row.id, row]));
}

export function userById(q: Sql, id: number): Promise<UserRow | undefined> {
  return q.get(userQuery, { id });
}

/** Open accounts by a list of aliases, each row with the alias it was asked by (`asked`). */
const openUsersQuery = query((db, engine) =>
  usersWithPosts(db)
    // The column first: SQLite compares with the collation of the left operand's column.
    .innerJoin(caselessTextList(engine, param<string>('aliases')), (join) => join.onRef('u.alias', '=', 'list.value'))
    .where('u.closed_at', 'is', null)
    .select('list.value as asked'),
);

const aliasBatches = new WeakMap<Sql, (alias: string) => Promise<UserRow | undefined>>();

/**
 * An open account by its alias, matched without case (API.md); undefined for none or a closed one.
 * The aliases asked for in one round of requests are read together (tick-batch.ts): creator lookups are
 * the API's busiest read, every widget on every page making one.
 */
export function openUserByAlias(q: Sql, alias: string): Promise<UserRow | undefined> {
  let batch = aliasBatches.get(q);
  if (!batch) {
    batch = tickBatch(
      (one: string) => q.get(openUserQuery, { alias: one }),
      async (aliases) => {
        const rows = await q.all(openUsersQuery, { aliases: JSON.stringify(aliases) });
        return new Map(rows.map(({ asked, ...user }) => [asked, user]));
      },
    );
    aliasBatches.set(q, batch);
  }
  return batch(alias);
}
