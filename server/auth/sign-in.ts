import { param, query } from '../db/query';
import type { Sql } from '../db/sql';
import { verifyPassword, type PasswordHasher } from './passwords';

const openAccountByEmail = query((db) =>
  db
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where('email', '=', param<string>('email'))
    .where('closed_at', 'is', null),
);
const upgradeHash = query((db) =>
  db
    .updateTable('users')
    .set({ password_hash: param('newHash') })
    .where('id', '=', param<number>('id'))
    .where('password_hash', '=', param<string>('oldHash')),
);

/**
 * The open account with this email whose password this is, or null. An unknown email costs the same
 * as a wrong password (a dummy hash is checked), so the answer's time tells nothing. An older, cheaper
 * hash is upgraded while the password is at hand (API.md, 'Limits'); the old hash in the condition
 * keeps a password changed meanwhile from being overwritten. `passwordRight` runs once the password
 * is known to be right, before the upgrade (the sign-in limiter takes its failure back there).
 */
export async function signInAccount(
  q: Sql,
  passwords: PasswordHasher,
  credentials: { email: string; password: string },
  passwordRight: () => Promise<void>,
): Promise<number | null> {
  const row = await q.get(openAccountByEmail, { email: credentials.email });
  const ok = await verifyPassword(credentials.password, row?.password_hash ?? (await passwords.dummyHash()));
  if (!row || !ok) return null;
  await passwordRight();
  if (passwords.needsRehash(row.password_hash)) {
    await q.run(upgradeHash, {
      newHash: await passwords.hash(credentials.password),
      id: row.id,
      oldHash: row.password_hash,
    });
  }
  return row.id;
}
