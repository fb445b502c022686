import { Hono } from 'hono';
import {
  emailMessages,
  forgotPassRequestSchema,
  signInRequestSchema,
  signUpRequestSchema,
} from '../../src/core/contract/auth';
import { aliasMessages } from '../../src/core/contract/users';
import { aliasTaken, generateAlias } from '../auth/aliases';
import { issueToken } from '../auth/issue-token';
import { verifyPassword } from '../auth/passwords';
import { requireUser } from '../auth/principal';
import type { ServerEnv } from '../route-env';
import { nowIso } from '../db/database';
import { isUniqueViolation } from '../db/dialect';
import { clientIp } from '../http/client-ip';
import { HttpError } from '../http/http-error';
import { readJson } from '../http/validate';
import { walletCents } from '../ledger/ledger';
import { userById } from '../rows/load-users';
import { toMe, type UserRow } from '../rows/users';
import { apiMessages } from '../../src/core/contract/api-messages';

export function authRoutes(): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();

  app.post('/v1/auth/sign-up', async (c) => {
    const ctx = c.get('ctx');
    await ctx.signUpLimiter.check(clientIp(c));
    const body = await readJson(c, signUpRequestSchema);
    const { sql } = ctx;
    const emailTaken = async () => Boolean(await sql.get('SELECT 1 AS taken FROM users WHERE email = ?', body.email));
    if (await emailTaken()) {
      throw new HttpError('conflict', apiMessages.emailTakenSignIn, { email: emailMessages.taken });
    }
    if (body.alias && (await aliasTaken(sql, body.alias))) {
      throw new HttpError('alias_taken', aliasMessages.taken, { alias: aliasMessages.taken });
    }
    const passwordHash = await ctx.passwords.hash(body.password);
    const depositAddress = await ctx.gateway.newAddress();
    const signUp = () =>
      sql.transaction(async (tx) => {
        // Checked again inside the transaction: two sign-ups may race past the checks above.
        if (await tx.get('SELECT 1 AS taken FROM users WHERE email = ?', body.email)) {
          throw new HttpError('conflict', emailMessages.taken, { email: emailMessages.taken });
        }
        const alias = body.alias ?? (await generateAlias(tx, body.first_name, body.last_name));
        if (await aliasTaken(tx, alias))
          throw new HttpError('alias_taken', aliasMessages.taken, { alias: aliasMessages.taken });
        const row = await tx.get<{ id: number }>(
          `INSERT INTO users (email, password_hash, first_name, last_name, alias, input_solana_address, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`,
          body.email,
          passwordHash,
          body.first_name,
          body.last_name,
          alias,
          depositAddress,
          nowIso(),
        );
        const user = row && (await userById(tx, row.id));
        if (!user) throw new Error('sign-up not recorded');
        return { user, token: await issueToken(tx, user.id) };
      });
    const { user, token } = await signUp().catch(async (error: unknown) => {
      // PostgreSQL: another sign-up took the email or alias between our check and our insert.
      if (!isUniqueViolation(error)) throw error;
      if (await emailTaken()) throw new HttpError('conflict', emailMessages.taken, { email: emailMessages.taken });
      throw new HttpError('alias_taken', aliasMessages.taken, { alias: aliasMessages.taken });
    });
    return c.json({ token, user: toMe(user, 0) }, 201);
  });

  app.post('/v1/auth/sign-in', async (c) => {
    const ctx = c.get('ctx');
    await ctx.signInLimiter.check(clientIp(c));
    const body = await readJson(c, signInRequestSchema);
    const row = await ctx.sql.get<{ id: number; password_hash: string }>(
      'SELECT id, password_hash FROM users WHERE email = ? AND closed_at IS NULL',
      body.email,
    );
    const ok = await verifyPassword(body.password, row?.password_hash ?? (await ctx.passwords.dummyHash()));
    if (!row || !ok) throw new HttpError('unauthenticated', apiMessages.wrongCredentials);
    // Older, cheaper hashes are upgraded while the password is at hand (API.md, 'Limits'); the old hash
    // in the condition keeps a password changed meanwhile from being overwritten.
    if (ctx.passwords.needsRehash(row.password_hash)) {
      await ctx.sql.run(
        'UPDATE users SET password_hash = ? WHERE id = ? AND password_hash = ?',
        await ctx.passwords.hash(body.password),
        row.id,
        row.password_hash,
      );
    }
    const user = (await userById(ctx.sql, row.id)) as UserRow;
    const token = await issueToken(ctx.sql, user.id);
    return c.json({ token, user: toMe(user, await walletCents(ctx.sql, user.id)) });
  });

  app.post('/v1/auth/forgot-pass', async (c) => {
    await readJson(c, forgotPassRequestSchema);
    // The same answer whether or not the email exists; the reference server sends no mail.
    return c.json({ message: apiMessages.resetSent });
  });

  app.post('/v1/auth/sign-out', async (c) => {
    // An embed frame may sign itself out too: that ends the site's connection.
    const principal = requireUser(c, { embed: true });
    const { sql } = c.get('ctx');
    await sql.run('UPDATE tokens SET revoked_at = ? WHERE id = ?', nowIso(), principal.tokenId);
    if (principal.embed) await sql.run('UPDATE embeds SET revoked_at = ? WHERE id = ?', nowIso(), principal.embed.id);
    return c.json({ ok: true as const });
  });

  app.get('/v1/customer/me', async (c) => {
    const { user } = requireUser(c, { embed: true });
    return c.json({ user: toMe(user, await walletCents(c.get('ctx').sql, user.id)) });
  });

  return app;
}
