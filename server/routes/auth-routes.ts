import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { forgotPassRequestSchema, signInRequestSchema, signUpRequestSchema } from '../../src/core/contract/auth';
import { createAccount } from '../auth/accounts';
import { issueToken } from '../auth/issue-token';
import { verifyPassword } from '../auth/passwords';
import { requireUser } from './principal';
import type { ServerEnv } from '../route-env';
import { nowIso } from '../db/database';
import { clientIp } from '../http/client-ip';
import { HttpError } from '../http/http-error';
import { readJson } from '../http/validate';
import { walletCents } from '../ledger/ledger';
import { spentTodayCents } from '../ledger/payments';
import { toEmbed, type EmbedRow } from '../rows/embeds';
import { userById } from '../rows/load-users';
import { toMe, type UserRow } from '../rows/users';
import { apiMessages } from '../../src/core/contract/api-messages';

/** An account's key in the failed sign-ins' count: a hash, so the table holds no email anyone typed. */
const accountKey = (email: string) => `account:${createHash('sha256').update(email).digest('base64url')}`;

export function authRoutes(): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();

  app.post('/v1/auth/sign-up', async (c) => {
    const ctx = c.get('ctx');
    await ctx.signUpLimiter.check(clientIp(c, ctx.trustedProxies));
    const body = await readJson(c, signUpRequestSchema);
    const { user, token } = await createAccount(ctx, body, async (tx, created) => ({
      user: created,
      token: await issueToken(tx, created.id),
    }));
    return c.json({ token, user: toMe(user, 0) }, 201);
  });

  app.post('/v1/auth/sign-in', async (c) => {
    const ctx = c.get('ctx');
    await ctx.signInLimiter.check(clientIp(c, ctx.trustedProxies));
    const body = await readJson(c, signInRequestSchema);
    // Counted as a failure before the password is checked, and taken back once it is right: parallel
    // guesses from many addresses cannot outrun the count. An unknown email counts the same (no hint).
    const notAFailure = await ctx.accountSignInLimiter.check(accountKey(body.email));
    const row = await ctx.sql.get<{ id: number; password_hash: string }>(
      'SELECT id, password_hash FROM users WHERE email = ? AND closed_at IS NULL',
      body.email,
    );
    const ok = await verifyPassword(body.password, row?.password_hash ?? (await ctx.passwords.dummyHash()));
    if (!row || !ok) throw new HttpError('unauthenticated', apiMessages.wrongCredentials);
    await notAFailure();
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
    const { user, embed } = requireUser(c, { embed: true });
    const { sql } = c.get('ctx');
    const me = toMe(user, await walletCents(sql, user.id));
    if (!embed) return c.json({ user: me });
    // A frame's token: its connection too, so the frame shows the daily cap and what is left before paying.
    const row = await sql.get<EmbedRow>('SELECT * FROM embeds WHERE id = ?', embed.id);
    return c.json({ user: me, ...(row ? { embed: toEmbed(row, await spentTodayCents(sql, row.id)) } : {}) });
  });

  return app;
}
