import { parseArgs } from 'node:util';
import { emailSchema } from '../src/core/contract/auth';
import { nameSchema } from '../src/core/contract/users';
import { createAccount } from './auth/accounts';
import { adminPasswordProblem } from './auth/admin-password';
import { createPasswordHasher } from './auth/passwords';
import { chooseGateway } from './chain/choose-gateway';
import { openStore } from './db/store';
import { sqlDb } from './db/sql-db';
import { toHttpError } from './http/http-error';
import { readPassword } from './cli/read-password';
import { apiSettingsFromEnv } from './settings';
import { redactDatabase } from './db/redact-database';

/**
 * `npm run create-admin -- --email a@b.c [--first-name Ada] [--last-name Admin]`, run on the server with
 * the API's own settings (DATABASE, NODE_ENV, the SOLANA_* keys): a production start seeds no account,
 * and this makes the first admin (docs/operating.md). The password is read from standard input.
 */
const usage = 'Usage: npm run create-admin -- --email <email> [--first-name <name>] [--last-name <name>]';

async function main(): Promise<string> {
  if (process.argv.some((arg) => /^--?pass/i.test(arg))) {
    throw new Error(
      'The password is read from standard input, never from an argument (the shell history and the process list would keep it).',
    );
  }
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      'first-name': { type: 'string', default: 'Admin' },
      'last-name': { type: 'string', default: 'Cuppa' },
    },
  });
  if (!values.email) throw new Error(usage);
  const email = emailSchema.safeParse(values.email);
  const first = nameSchema.safeParse(values['first-name']);
  const last = nameSchema.safeParse(values['last-name']);
  if (!email.success) throw new Error(`--email: ${email.error.issues[0]?.message}`);
  if (!first.success) throw new Error(`--first-name: ${first.error.issues[0]?.message}`);
  if (!last.success) throw new Error(`--last-name: ${last.error.issues[0]?.message}`);

  // The server's own settings and refusals: the account gets its deposit address from the same gateway.
  const settings = apiSettingsFromEnv(process.env);
  const password = await readPassword(`Password for the admin ${email.data}: `);
  const weak = adminPasswordProblem(password, email.data);
  if (weak) throw new Error(`${weak} No account was made.`);

  const gatewayFor = chooseGateway(settings);
  const store = await openStore(settings.database);
  try {
    const sql = sqlDb(store);
    const { gateway } = gatewayFor(sql);
    const admin = await createAccount(
      { sql, gateway, passwords: createPasswordHasher() },
      { email: email.data, password, first_name: first.data, last_name: last.data, admin: true },
      async (_tx, user) => user,
    );
    return `Admin ${admin.email} (@${admin.alias}) created in ${redactDatabase(settings.database)}: sign in to the app with it.`;
  } finally {
    await store.close();
  }
}

try {
  console.log(await main());
} catch (error) {
  console.error(toHttpError(error)?.message ?? (error instanceof Error ? error.message : error));
  process.exit(1);
}
