import type { Db } from '../db/database';
import { USER_SELECT, type UserRow } from './users';

/** Reads the given users at once, for lists that name a creator, host or counterparty per row. */
export function loadUsers(db: Db, ids: Iterable<number | null>): Map<number, UserRow> {
  const unique = [...new Set([...ids].filter((id): id is number => id !== null))];
  if (unique.length === 0) return new Map();
  const rows = db
    .prepare<number[], UserRow>(`${USER_SELECT} WHERE u.id IN (${unique.map(() => '?').join(',')})`)
    .all(...unique);
  return new Map(rows.map((row) => [row.id, row]));
}

export function userById(db: Db, id: number): UserRow | undefined {
  return db.prepare<[number], UserRow>(`${USER_SELECT} WHERE u.id = ?`).get(id);
}
