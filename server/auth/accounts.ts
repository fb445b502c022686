import { emailMessages } from '../../src/core/contract/auth';
import { aliasMessages } from '../../src/core/contract/users';
import type { ChainGateway } from '../chain/chain-gateway';
import { nowIso } from '../db/database';
import { isUniqueViolation } from '../db/dialect';
import { named, param, query } from '../db/query';
import type { Sql, SqlDb, SqlTx } from '../db/sql';
import { apiMessages } from '../../src/core/contract/api-messages';
import { HttpError } from '../http/http-error';
import { userById } from '../rows/load-users';
import type { UserRow } from '../rows/users';
import { aliasTaken, generateAlias } from './aliases';
import type { PasswordHasher } from './passwords';
import { revokeEmbedsOfUser, revokeTokensOfUser } from './revoke';

export interface NewAccount {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  alias?: string;
  /** Only the first-admin command sets it (server/create-admin.ts); sign-up never does. */
  admin?: boolean;
}

const userWithEmail = query((db) => db.selectFrom('users').select('id').where('email', '=', param<string>('email')));
const emailTaken = async (q: Sql, email: string) => Boolean(await q.get(userWithEmail, { email }));
const insertUser = query((db) =>
  db
    .insertInto('users')
    .values(named('users', 'email password_hash first_name last_name alias input_solana_address is_admin created_at'))
    .returning('id'),
);
const closeUser = query((db) =>
  db
    .updateTable('users')
    .set({ closed_at: param('now') })
    .where('id', '=', param<number>('user')),
);
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
      if (await emailTaken(tx, account.email)) throw takenEmail();
      const alias = account.alias ?? (await generateAlias(tx, account.first_name, account.last_name));
      if (await aliasTaken(tx, alias)) throw takenAlias();
      const row = await tx.get(insertUser, {
        email: account.email,
        password_hash: passwordHash,
        first_name: account.first_name,
        last_name: account.last_name,
        alias,
        input_solana_address: depositAddress,
        is_admin: account.admin ? 1 : 0,
        created_at: nowIso(),
      });
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
    await tx.run(closeUser, { now, user: userId });
    await tx.run(revokeTokensOfUser, { now, key: userId });
    await tx.run(revokeEmbedsOfUser, { now, key: userId });
  });
}
