import { DAY_MS, nowIso } from '../db/database';
import { named, query } from '../db/query';
import type { Sql } from '../db/sql';
import { revokeEmbed, revokeToken } from './revoke';
import { newToken } from './tokens';

export const SESSION_DAYS = 30;

const insertToken = query((db) =>
  db.insertInto('tokens').values(named('tokens', 'token_hash user_id embed_id expires_at created_at')),
);

/** A new bearer token for the user; the database keeps only its hash. */
export async function issueToken(
  q: Sql,
  userId: number,
  embed: { id: number; expiresAt: string } | null = null,
): Promise<string> {
  const { token, hash } = newToken();
  const expiresAt = embed?.expiresAt ?? new Date(Date.now() + SESSION_DAYS * DAY_MS).toISOString();
  await q.run(insertToken, {
    token_hash: hash,
    user_id: userId,
    embed_id: embed?.id ?? null,
    expires_at: expiresAt,
    created_at: nowIso(),
  });
  return token;
}

/** Ends a session: its token, and the connected site's connection when the token is a site's (API.md: sign-out). */
export async function endSession(q: Sql, tokenId: number, embedId: number | null): Promise<void> {
  await q.run(revokeToken, { now: nowIso(), key: tokenId });
  if (embedId !== null) await q.run(revokeEmbed, { now: nowIso(), key: embedId });
}
