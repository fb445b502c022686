import { DAY_MS, nowIso } from '../db/database';
import { param, query } from '../db/query';
import type { Sql } from '../db/sql';
import { newToken } from './tokens';

export const SESSION_DAYS = 30;

const insertToken = query((db) =>
  db.insertInto('tokens').values({
    token_hash: param('hash'),
    user_id: param('user'),
    embed_id: param('embed'),
    expires_at: param('expiresAt'),
    created_at: param('now'),
  }),
);
const revokeToken = query((db) =>
  db
    .updateTable('tokens')
    .set({ revoked_at: param('now') })
    .where('id', '=', param<number>('id')),
);
const revokeEmbed = query((db) =>
  db
    .updateTable('embeds')
    .set({ revoked_at: param('now') })
    .where('id', '=', param<number>('id')),
);

/** A new bearer token for the user; the database keeps only its hash. */
export async function issueToken(
  q: Sql,
  userId: number,
  embed: { id: number; expiresAt: string } | null = null,
): Promise<string> {
  const { token, hash } = newToken();
  const expiresAt = embed?.expiresAt ?? new Date(Date.now() + SESSION_DAYS * DAY_MS).toISOString();
  await q.run(insertToken, { hash, user: userId, embed: embed?.id ?? null, expiresAt, now: nowIso() });
  return token;
}

/** Ends a session: its token, and the connected site's connection when the token is a site's (API.md: sign-out). */
export async function endSession(q: Sql, tokenId: number, embedId: number | null): Promise<void> {
  await q.run(revokeToken, { now: nowIso(), id: tokenId });
  if (embedId !== null) await q.run(revokeEmbed, { now: nowIso(), id: embedId });
}
