import { nowIso } from '../db/database';
import type { Sql } from '../db/sql';
import type { EmbedRow } from '../rows/embeds';

/** Ends a connected site and every token it issued, at once. */
export async function endConnection(q: Sql, embedId: number, at = nowIso()): Promise<void> {
  await q.run('UPDATE embeds SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL', at, embedId);
  await q.run('UPDATE tokens SET revoked_at = ? WHERE embed_id = ? AND revoked_at IS NULL', at, embedId);
}

/**
 * API.md: one live connection per member and site. The connection going live ends the site's
 * earlier ones, so two of them can never each spend the daily cap. Runs inside the caller's
 * transaction, before `incoming` is marked redeemed (a unique index holds the rule too).
 */
export async function replaceEarlierConnections(q: Sql, incoming: EmbedRow): Promise<void> {
  const earlier = await q.all<{ id: number }>(
    'SELECT id FROM embeds WHERE user_id = ? AND site = ? AND id != ? AND redeemed_at IS NOT NULL AND revoked_at IS NULL',
    incoming.user_id,
    incoming.site,
    incoming.id,
  );
  const at = nowIso();
  for (const { id } of earlier) await endConnection(q, id, at);
}
