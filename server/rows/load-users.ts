import { caseless } from '../db/dialect';
import type { Sql } from '../db/sql';
import { USER_SELECT, type UserRow } from './users';

/** Reads the given users at once, for lists that name a creator, host or counterparty per row. */
export async function loadUsers(q: Sql, ids: Iterable<number | null>): Promise<Map<number, UserRow>> {
  const unique = [...new Set([...ids].filter((id): id is number => id !== null))];
  if (unique.length === 0) return new Map();
  const rows = await q.all<UserRow>(`${USER_SELECT} WHERE u.id IN (${unique.map(() => '?').join(',')})`, ...unique);
  return new Map(rows.map((row) => [row.id, row]));
}

export function userById(q: Sql, id: number): Promise<UserRow | undefined> {
  return q.get<UserRow>(`${USER_SELECT} WHERE u.id = ?`, id);
}

/** An open account by its alias, matched without case (API.md); undefined for none or a closed one. */
export function openUserByAlias(q: Sql, alias: string): Promise<UserRow | undefined> {
  return q.get<UserRow>(`${USER_SELECT} WHERE u.alias = ?${caseless(q.engine)} AND u.closed_at IS NULL`, alias);
}
