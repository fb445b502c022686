import { caselessValue } from '../db/dialect';
import { param, query, queryNow } from '../db/query';
import type { Sql } from '../db/sql';
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

/** An open account by its alias, matched without case (API.md); undefined for none or a closed one. */
export function openUserByAlias(q: Sql, alias: string): Promise<UserRow | undefined> {
  return q.get(openUserQuery, { alias });
}
