import { reservedAliases } from '../../src/core/contract/users';
import { caselessValue } from '../db/dialect';
import { param, query } from '../db/query';
import type { Sql } from '../db/sql';

const aliasHolder = query((db, engine) =>
  db
    .selectFrom('users')
    .select('id')
    .where('alias', '=', caselessValue(engine, param<string>('alias')))
    .where('id', '!=', param<number>('except')),
);

export async function aliasTaken(q: Sql, alias: string, exceptUserId = 0): Promise<boolean> {
  return !!(await q.get(aliasHolder, { alias, except: exceptUserId }));
}

/** An alias for a new account that did not choose one: from the name, made unique. */
export async function generateAlias(q: Sql, firstName: string, lastName: string): Promise<string> {
  const base =
    `${firstName}${lastName}`
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .slice(0, 24) || 'member';
  const padded = base.length >= 3 ? base : `${base}${'000'.slice(base.length)}`;
  for (let n = 0; ; n += 1) {
    const candidate = n === 0 ? padded : `${padded}${n}`;
    if (!reservedAliases.has(candidate) && !(await aliasTaken(q, candidate))) return candidate;
  }
}
