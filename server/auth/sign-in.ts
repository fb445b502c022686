import type { Sql } from '../db/sql';
import { verifyPassword, type PasswordHasher } from './passwords';

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
  const row = await q.get<{ id: number; password_hash: string }>(
    'SELECT id, password_hash FROM users WHERE email = ? AND closed_at IS NULL',
    credentials.email,
  );
  const ok = await verifyPassword(credentials.password, row?.password_hash ?? (await passwords.dummyHash()));
  if (!row || !ok) return null;
  await passwordRight();
  if (passwords.needsRehash(row.password_hash)) {
    await q.run(
      'UPDATE users SET password_hash = ? WHERE id = ? AND password_hash = ?',
      await passwords.hash(credentials.password),
      row.id,
      row.password_hash,
    );
  }
  return row.id;
}
