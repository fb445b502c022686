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
import { clientIp } from '../http/client-ip';
import { HttpError } from '../http/http-error';
import { readJson } from '../http/validate';
import { walletCents } from '../ledger/ledger';
import { userById } from '../rows/load-users';
import { toMe, type UserRow } from '../rows/users';

export function authRoutes(): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();

  app.post('/v1/auth/sign-up', async (c) => {
    const ctx = c.get('ctx');
    await ctx.signUpLimiter.check(clientIp(c));
    const body = await readJson(c, signUpRequestSchema);
    const { db } = ctx;
    if (db.prepare('SELECT 1 FROM users WHERE email = ?').get(body.email)) {
      throw new HttpError('conflict', `${emailMessages.taken}: sign in instead`, { email: emailMessages.taken });
    }
    if (body.alias && aliasTaken(db, body.alias)) {
      throw new HttpError('alias_taken', aliasMessages.taken, { alias: aliasMessages.taken });
    }
    const passwordHash = await ctx.passwords.hash(body.password);
    const depositAddress = await ctx.gateway.newAddress();
    const user = db
      .transaction(() => {
        // Checked again inside the write lock: two sign-ups may race past the checks above.
        if (db.prepare('SELECT 1 FROM users WHERE email = ?').get(body.email)) {
          throw new HttpError('conflict', emailMessages.taken, { email: emailMessages.taken });
        }
        const alias = body.alias ?? generateAlias(db, body.first_name, body.last_name);
        if (aliasTaken(db, alias))
          throw new HttpError('alias_taken', aliasMessages.taken, { alias: aliasMessages.taken });
        const id = Number(
          db
            .prepare(
              `INSERT INTO users (email, password_hash, first_name, last_name, alias, input_solana_address, created_at)
               VALUES (?, ?, ?, ?, ?, ?, ?)`,
            )
            .run(body.email, passwordHash, body.first_name, body.last_name, alias, depositAddress, nowIso())
            .lastInsertRowid,
        );
        return userById(db, id) as UserRow;
      })
      .immediate();
    const token = issueToken(db, user.id);
    return c.json({ token, user: toMe(user, 0) }, 201);
  });

  app.post('/v1/auth/sign-in', async (c) => {
    const ctx = c.get('ctx');
    await ctx.signInLimiter.check(clientIp(c));
    const body = await readJson(c, signInRequestSchema);
    const row = ctx.db
      .prepare<[string], { id: number; password_hash: string }>(
        'SELECT id, password_hash FROM users WHERE email = ? AND closed_at IS NULL',
      )
      .get(body.email);
    const ok = await verifyPassword(body.password, row?.password_hash ?? (await ctx.passwords.dummyHash()));
    if (!row || !ok) throw new HttpError('unauthenticated', 'The email or the password is wrong');
    // Older, cheaper hashes are upgraded while the password is at hand (API.md, 'Limits'); the old hash
    // in the condition keeps a password changed meanwhile from being overwritten.
    if (ctx.passwords.needsRehash(row.password_hash)) {
      ctx.db
        .prepare('UPDATE users SET password_hash = ? WHERE id = ? AND password_hash = ?')
        .run(await ctx.passwords.hash(body.password), row.id, row.password_hash);
    }
    const user = userById(ctx.db, row.id) as UserRow;
    return c.json({ token: issueToken(ctx.db, user.id), user: toMe(user, walletCents(ctx.db, user.id)) });
  });

  app.post('/v1/auth/forgot-pass', async (c) => {
    await readJson(c, forgotPassRequestSchema);
    // The same answer whether or not the email exists; the reference server sends no mail.
    return c.json({ message: 'If an account uses this email, a link to reset its password is on its way.' });
  });

  app.post('/v1/auth/sign-out', (c) => {
    // An embed frame may sign itself out too: that ends the site's connection.
    const principal = requireUser(c, { embed: true });
    const { db } = c.get('ctx');
    db.prepare('UPDATE tokens SET revoked_at = ? WHERE id = ?').run(nowIso(), principal.tokenId);
    if (principal.embed) db.prepare('UPDATE embeds SET revoked_at = ? WHERE id = ?').run(nowIso(), principal.embed.id);
    return c.json({ ok: true as const });
  });

  app.get('/v1/customer/me', (c) => {
    const { user } = requireUser(c, { embed: true });
    return c.json({ user: toMe(user, walletCents(c.get('ctx').db, user.id)) });
  });

  return app;
}
