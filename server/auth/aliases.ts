import { reservedAliases } from '../../src/core/contract/users';
import type { Db } from '../db/database';

export function aliasTaken(db: Db, alias: string, exceptUserId = 0): boolean {
  return !!db.prepare('SELECT 1 FROM users WHERE alias = ? COLLATE NOCASE AND id != ?').get(alias, exceptUserId);
}

/** An alias for a new account that did not choose one: from the name, made unique. */
export function generateAlias(db: Db, firstName: string, lastName: string): string {
  const base =
    `${firstName}${lastName}`
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .slice(0, 24) || 'member';
  const padded = base.length >= 3 ? base : `${base}${'000'.slice(base.length)}`;
  for (let n = 0; ; n += 1) {
    const candidate = n === 0 ? padded : `${padded}${n}`;
    if (!reservedAliases.has(candidate) && !aliasTaken(db, candidate)) return candidate;
  }
}
