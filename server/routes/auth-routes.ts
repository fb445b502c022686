import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { forgotPassRequestSchema, signInRequestSchema, signUpRequestSchema } from '../../src/core/contract/auth';
import { createAccount } from '../auth/accounts';
import { endSession, issueToken } from '../auth/issue-token';
import { signInAccount } from '../auth/sign-in';
import { embedAllowed, requireUser } from './principal';
import type { ServerEnv } from '../route-env';
import { clientIp } from '../http/client-ip';
import { HttpError } from '../http/http-error';
import { readJson } from '../http/validate';
import { walletCents } from '../ledger/ledger';
import { spentTodayCents } from '../ledger/payments';
import { embedById, toEmbed } from '../rows/embeds';
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
    const userId = await signInAccount(ctx.sql, ctx.passwords, body, notAFailure);
    if (userId === null) throw new HttpError('unauthenticated', apiMessages.wrongCredentials);
    const user = (await userById(ctx.sql, userId)) as UserRow;
    const token = await issueToken(ctx.sql, user.id);
    return c.json({ token, user: toMe(user, await walletCents(ctx.sql, user.id)) });
  });

  app.post('/v1/auth/forgot-pass', async (c) => {
    await readJson(c, forgotPassRequestSchema);
    // The same answer whether or not the email exists; the reference server sends no mail.
    return c.json({ message: apiMessages.resetSent });
  });

  app.post('/v1/auth/sign-out', embedAllowed, async (c) => {
    // An embed frame may sign itself out too: that ends the site's connection.
    const principal = requireUser(c);
    const { sql } = c.get('ctx');
    await endSession(sql, principal.tokenId, principal.embed?.id ?? null);
    return c.json({ ok: true as const });
  });

  app.get('/v1/customer/me', embedAllowed, async (c) => {
    const { user, embed } = requireUser(c);
    const { sql } = c.get('ctx');
    const me = toMe(user, await walletCents(sql, user.id));
    if (!embed) return c.json({ user: me });
    // A frame's token: its connection too, so the frame shows the daily cap and what is left before paying.
    const row = await embedById(sql, embed.id);
    return c.json({ user: me, ...(row ? { embed: toEmbed(row, await spentTodayCents(sql, row.id)) } : {}) });
  });

  return app;
}
