import { Hono } from 'hono';
import { createEmbedRequestSchema, redeemRequestSchema } from '../../src/core/contract/embed';
import { endConnection, replaceEarlierConnections } from '../auth/connections';
import { issueToken } from '../auth/issue-token';
import { requireUser } from './principal';
import { challengeOf } from '../auth/tokens';
import type { ServerEnv } from '../route-env';
import { DAY_MS, nowIso } from '../db/database';
import { isUniqueViolation } from '../db/dialect';
import { HttpError } from '../http/http-error';
import { pathId, readJson } from '../http/validate';
import { spentTodayCents } from '../ledger/payments';
import { toEmbed, type EmbedRow } from '../rows/embeds';
import { apiMessages } from '../../src/core/contract/api-messages';

export const EMBED_DAYS = 30;
export const HANDOFF_MS = 5 * 60 * 1000;

export function embedRoutes(): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();

  // Only a full session approves a site (the /auth/connect page, first party).
  app.post('/v1/customer/embed-tokens', async (c) => {
    const { user } = requireUser(c);
    const body = await readJson(c, createEmbedRequestSchema);
    const { sql } = c.get('ctx');
    const answered = () => new HttpError('conflict', apiMessages.requestAnswered);
    if (await sql.get('SELECT 1 AS answered FROM embeds WHERE handoff_id = ?', body.handoff_id)) throw answered();
    const now = new Date();
    const row = await sql
      .get<EmbedRow>(
        `INSERT INTO embeds (user_id, site, daily_cap_cents, handoff_id, challenge, expires_at, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING *`,
        user.id,
        body.site,
        body.daily_cap * 100,
        body.handoff_id,
        body.challenge,
        new Date(now.getTime() + EMBED_DAYS * DAY_MS).toISOString(),
        now.toISOString(),
      )
      .catch((error: unknown) => {
        // Answered twice at once: the handoff's unique id lets one through.
        throw isUniqueViolation(error) ? answered() : error;
      });
    if (!row) throw new Error('connection not recorded');
    return c.json({ embed: toEmbed(row, 0) }, 201);
  });

  // The frame trades its verifier for the token, once, within 5 minutes of the approval. Until the
  // member approves, the answer is 202 pending: the frame's polling is the normal case, not an error.
  app.post('/v1/auth/handoff/redeem', async (c) => {
    const body = await readJson(c, redeemRequestSchema);
    const { sql } = c.get('ctx');
    const result = await sql.transaction(async (tx) => {
      // Locked: two redeems at once (two instances) take turns, and the second finds it redeemed.
      const row = await tx.get<EmbedRow>(`SELECT * FROM embeds WHERE handoff_id = ?${tx.forUpdate}`, body.handoff_id);
      if (!row) return null;
      if (row.redeemed_at || row.revoked_at || Date.parse(row.created_at) + HANDOFF_MS < Date.now()) {
        throw new HttpError('gone', apiMessages.requestExpired);
      }
      if (challengeOf(body.verifier) !== row.challenge) throw new HttpError('forbidden', apiMessages.verifierMismatch);
      await replaceEarlierConnections(tx, row);
      await tx.run('UPDATE embeds SET redeemed_at = ? WHERE id = ?', nowIso(), row.id);
      return {
        token: await issueToken(tx, row.user_id, { id: row.id, expiresAt: row.expires_at }),
        embed: toEmbed(row, await spentTodayCents(tx, row.id)),
      };
    });
    if (!result) return c.json({ status: 'pending' as const }, 202);
    return c.json(result);
  });

  app.get('/v1/customer/embed-tokens', async (c) => {
    const { user } = requireUser(c);
    const { sql } = c.get('ctx');
    const rows = await sql.all<EmbedRow>(
      'SELECT * FROM embeds WHERE user_id = ? AND revoked_at IS NULL AND redeemed_at IS NOT NULL AND expires_at > ? ORDER BY id DESC',
      user.id,
      nowIso(),
    );
    const embeds = [];
    for (const row of rows) embeds.push(toEmbed(row, await spentTodayCents(sql, row.id)));
    return c.json({ embeds });
  });

  // A member revokes any of their sites; a frame may end only its own connection (its sign-out).
  app.delete('/v1/customer/embed-tokens/:id', async (c) => {
    const { user, embed } = requireUser(c, { embed: true });
    const { sql } = c.get('ctx');
    const id = pathId(c);
    if (embed && embed.id !== id) {
      throw new HttpError('embed_scope', apiMessages.embedScope);
    }
    const live = await sql.get(
      'SELECT 1 AS live FROM embeds WHERE id = ? AND user_id = ? AND revoked_at IS NULL',
      id,
      user.id,
    );
    if (!live) throw new HttpError('not_found', apiMessages.noSite);
    await endConnection(sql, id);
    return c.json({ ok: true as const });
  });

  return app;
}
