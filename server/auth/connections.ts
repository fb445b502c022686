import { nowIso, type Db } from '../db/database';
import type { EmbedRow } from '../rows/embeds';

/** Ends a connected site and every token it issued, at once. */
export function endConnection(db: Db, embedId: number, at = nowIso()): void {
  db.prepare('UPDATE embeds SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL').run(at, embedId);
  db.prepare('UPDATE tokens SET revoked_at = ? WHERE embed_id = ? AND revoked_at IS NULL').run(at, embedId);
}

/**
 * API.md: one live connection per member and site. The connection going live ends the site's
 * earlier ones, so two of them can never each spend the daily cap. Runs inside the caller's
 * transaction, before `incoming` is marked redeemed (a unique index holds the rule too).
 */
export function replaceEarlierConnections(db: Db, incoming: EmbedRow): void {
  const earlier = db
    .prepare<[number, string, number], { id: number }>(
      'SELECT id FROM embeds WHERE user_id = ? AND site = ? AND id != ? AND redeemed_at IS NOT NULL AND revoked_at IS NULL',
    )
    .all(incoming.user_id, incoming.site, incoming.id);
  const at = nowIso();
  for (const { id } of earlier) endConnection(db, id, at);
}
