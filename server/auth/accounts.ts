import { emailMessages } from '../../src/core/contract/auth';
import { aliasMessages } from '../../src/core/contract/users';
import type { ChainGateway } from '../chain/chain-gateway';
import { nowIso } from '../db/database';
import { isUniqueViolation } from '../db/dialect';
import type { SqlDb, SqlTx } from '../db/sql';
import { apiMessages } from '../../src/core/contract/api-messages';
import { HttpError } from '../http/http-error';
import { userById } from '../rows/load-users';
import type { UserRow } from '../rows/users';
import { aliasTaken, generateAlias } from './aliases';
import type { PasswordHasher } from './passwords';

export interface NewAccount {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  alias?: string;
  /** Only the first-admin command sets it (server/create-admin.ts); sign-up never does. */
  admin?: boolean;
}

const emailTaken = async (sql: SqlDb, email: string) =>
  Boolean(await sql.get('SELECT 1 AS taken FROM users WHERE email = ?', email));
const takenEmail = () => new HttpError('conflict', emailMessages.taken, { email: emailMessages.taken });
const takenAlias = () => new HttpError('alias_taken', aliasMessages.taken, { alias: aliasMessages.taken });

/**
 * A new account, for sign-up and for the first-admin command alike: the email and alias checked, the
 * password hashed, a deposit address from the chain gateway, all in one transaction; `finish` runs in
 * it too (sign-up issues its session there). An email or alias already in use is a 409 HttpError.
 */
export async function createAccount<T>(
  deps: { sql: SqlDb; gateway: ChainGateway; passwords: PasswordHasher },
  account: NewAccount,
  finish: (tx: SqlTx, user: UserRow) => Promise<T>,
): Promise<T> {
  const { sql } = deps;
  if (await emailTaken(sql, account.email)) {
    throw new HttpError('conflict', apiMessages.emailTakenSignIn, { email: emailMessages.taken });
  }
  if (account.alias && (await aliasTaken(sql, account.alias))) throw takenAlias();
  const passwordHash = await deps.passwords.hash(account.password);
  const depositAddress = await deps.gateway.newAddress();
  const create = () =>
    sql.transaction(async (tx) => {
      // Checked again inside the transaction: two sign-ups may race past the checks above.
      if (await tx.get('SELECT 1 AS taken FROM users WHERE email = ?', account.email)) throw takenEmail();
      const alias = account.alias ?? (await generateAlias(tx, account.first_name, account.last_name));
      if (await aliasTaken(tx, alias)) throw takenAlias();
      const row = await tx.get<{ id: number }>(
        `INSERT INTO users (email, password_hash, first_name, last_name, alias, input_solana_address, is_admin, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
        account.email,
        passwordHash,
        account.first_name,
        account.last_name,
        alias,
        depositAddress,
        account.admin ? 1 : 0,
        nowIso(),
      );
      const user = row && (await userById(tx, row.id));
      if (!user) throw new Error('the new account was not recorded');
      return finish(tx, user);
    });
  return create().catch(async (error: unknown) => {
    // PostgreSQL: another sign-up took the email or alias between our check and our insert.
    if (!isUniqueViolation(error)) throw error;
    throw (await emailTaken(sql, account.email)) ? takenEmail() : takenAlias();
  });
}

/** API.md: close-account. The account closes, and every session and site connection it had ends with it. */
export async function closeAccount(sql: SqlDb, userId: number): Promise<void> {
  const now = nowIso();
  await sql.transaction(async (tx) => {
    await tx.run('UPDATE users SET closed_at = ? WHERE id = ?', now, userId);
    await tx.run('UPDATE tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL', now, userId);
    await tx.run('UPDATE embeds SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL', now, userId);
  });
}
