import { Hono } from 'hono';
import { createEmbedRequestSchema, redeemRequestSchema } from '../../src/core/contract/embed';
import { approveConnection, liveConnections, redeemHandoff, revokeConnection } from '../auth/connections';
import { embedAllowed, requireUser } from './principal';
import type { ServerEnv } from '../route-env';
import { refusalError } from '../http/http-error';
import { pathId, readJson } from '../http/validate';
import { toEmbed } from '../rows/embeds';

export function embedRoutes(): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();

  // Only a full session approves a site (the /auth/connect page, first party).
  app.post('/v1/customer/embed-tokens', async (c) => {
    const { user } = requireUser(c);
    const body = await readJson(c, createEmbedRequestSchema);
    const row = await approveConnection(c.get('ctx').sql, user.id, body);
    return c.json({ embed: toEmbed(row, 0) }, 201);
  });

  // The frame trades its verifier for the token, once, within 5 minutes of the approval. Until the
  // member approves, the answer is 202 pending: the frame's polling is the normal case, not an error.
  app.post('/v1/auth/handoff/redeem', async (c) => {
    const body = await readJson(c, redeemRequestSchema);
    const result = await redeemHandoff(c.get('ctx').sql, body);
    if (!result) return c.json({ status: 'pending' as const }, 202);
    return c.json(result);
  });

  app.get('/v1/customer/embed-tokens', async (c) => {
    const { user } = requireUser(c);
    return c.json({ embeds: await liveConnections(c.get('ctx').sql, user.id) });
  });

  // A member revokes any of their sites; a frame may end only its own connection (its sign-out).
  app.delete('/v1/customer/embed-tokens/:id', embedAllowed, async (c) => {
    const { user, embed } = requireUser(c);
    const id = pathId(c);
    if (embed && embed.id !== id) throw refusalError({ code: 'embed_scope' });
    await revokeConnection(c.get('ctx').sql, user.id, id);
    return c.json({ ok: true as const });
  });

  return app;
}
