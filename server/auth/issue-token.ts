import { DAY_MS, nowIso } from '../db/database';
import type { Sql } from '../db/sql';
import { newToken } from './tokens';

export const SESSION_DAYS = 30;

/** A new bearer token for the user; the database keeps only its hash. */
export async function issueToken(
  q: Sql,
  userId: number,
  embed: { id: number; expiresAt: string } | null = null,
): Promise<string> {
  const { token, hash } = newToken();
  const expiresAt = embed?.expiresAt ?? new Date(Date.now() + SESSION_DAYS * DAY_MS).toISOString();
  await q.run(
    'INSERT INTO tokens (token_hash, user_id, embed_id, expires_at, created_at) VALUES (?, ?, ?, ?, ?)',
    hash,
    userId,
    embed?.id ?? null,
    expiresAt,
    nowIso(),
  );
  return token;
}

/** Ends a session: its token, and the connected site's connection when the token is a site's (API.md: sign-out). */
export async function endSession(q: Sql, tokenId: number, embedId: number | null): Promise<void> {
  await q.run('UPDATE tokens SET revoked_at = ? WHERE id = ?', nowIso(), tokenId);
  if (embedId !== null) await q.run('UPDATE embeds SET revoked_at = ? WHERE id = ?', nowIso(), embedId);
}
