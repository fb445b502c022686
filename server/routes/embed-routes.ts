import { Hono } from 'hono';
import { createEmbedRequestSchema, redeemRequestSchema } from '../../src/core/contract/embed';
import { endConnection, replaceEarlierConnections } from '../auth/connections';
import { issueToken } from '../auth/issue-token';
import { requireUser } from '../auth/principal';
import { challengeOf } from '../auth/tokens';
import type { ServerEnv } from '../route-env';
import { DAY_MS, nowIso } from '../db/database';
import { HttpError } from '../http/http-error';
import { pathId, readJson } from '../http/validate';
import { spentTodayCents } from '../ledger/payments';
import { toEmbed, type EmbedRow } from '../rows/embeds';

export const EMBED_DAYS = 30;
export const HANDOFF_MS = 5 * 60 * 1000;

export function embedRoutes(): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();

  // Only a full session approves a site (the /auth/connect page, first party).
  app.post('/v1/customer/embed-tokens', async (c) => {
    const { user } = requireUser(c);
    const body = await readJson(c, createEmbedRequestSchema);
    const { db } = c.get('ctx');
    if (db.prepare('SELECT 1 FROM embeds WHERE handoff_id = ?').get(body.handoff_id)) {
      throw new HttpError('conflict', 'This sign-in request was already answered: start again from the site');
    }
    const now = new Date();
    const id = Number(
      db
        .prepare(
          `INSERT INTO embeds (user_id, site, daily_cap_cents, handoff_id, challenge, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          user.id,
          body.site,
          body.daily_cap * 100,
          body.handoff_id,
          body.challenge,
          new Date(now.getTime() + EMBED_DAYS * DAY_MS).toISOString(),
          now.toISOString(),
        ).lastInsertRowid,
    );
    const row = db.prepare<[number], EmbedRow>('SELECT * FROM embeds WHERE id = ?').get(id) as EmbedRow;
    return c.json({ embed: toEmbed(row, 0) }, 201);
  });

  // The frame trades its verifier for the token, once, within 5 minutes of the approval. Until the
  // member approves, the answer is 202 pending: the frame's polling is the normal case, not an error.
  app.post('/v1/auth/handoff/redeem', async (c) => {
    const body = await readJson(c, redeemRequestSchema);
    const { db } = c.get('ctx');
    const result = db
      .transaction(() => {
        const row = db.prepare<[string], EmbedRow>('SELECT * FROM embeds WHERE handoff_id = ?').get(body.handoff_id);
        if (!row) return null;
        if (row.redeemed_at || row.revoked_at || Date.parse(row.created_at) + HANDOFF_MS < Date.now()) {
          throw new HttpError('gone', 'This sign-in request has expired or was already used: start again');
        }
        if (challengeOf(body.verifier) !== row.challenge)
          throw new HttpError('forbidden', 'The verifier does not match this sign-in request');
        replaceEarlierConnections(db, row);
        db.prepare('UPDATE embeds SET redeemed_at = ? WHERE id = ?').run(nowIso(), row.id);
        return {
          token: issueToken(db, row.user_id, { id: row.id, expiresAt: row.expires_at }),
          embed: toEmbed(row, spentTodayCents(db, row.id)),
        };
      })
      .immediate();
    if (!result) return c.json({ status: 'pending' as const }, 202);
    return c.json(result);
  });

  app.get('/v1/customer/embed-tokens', (c) => {
    const { user } = requireUser(c);
    const { db } = c.get('ctx');
    const rows = db
      .prepare<[number, string], EmbedRow>(
        'SELECT * FROM embeds WHERE user_id = ? AND revoked_at IS NULL AND redeemed_at IS NOT NULL AND expires_at > ? ORDER BY id DESC',
      )
      .all(user.id, nowIso());
    return c.json({ embeds: rows.map((row) => toEmbed(row, spentTodayCents(db, row.id))) });
  });

  // A member revokes any of their sites; a frame may end only its own connection (its sign-out).
  app.delete('/v1/customer/embed-tokens/:id', (c) => {
    const { user, embed } = requireUser(c, { embed: true });
    const { db } = c.get('ctx');
    const id = pathId(c);
    if (embed && embed.id !== id) {
      throw new HttpError('embed_scope', 'A connected site cannot do this: open Cuppa to continue');
    }
    const live = db
      .prepare('SELECT 1 FROM embeds WHERE id = ? AND user_id = ? AND revoked_at IS NULL')
      .get(id, user.id);
    if (!live) throw new HttpError('not_found', 'No such connected site');
    endConnection(db, id);
    return c.json({ ok: true as const });
  });

  return app;
}
