import { DAY_MS, nowIso, type Db } from '../db/database';
import { newToken } from './tokens';

export const SESSION_DAYS = 30;

/** A new bearer token for the user; the database keeps only its hash. */
export function issueToken(db: Db, userId: number, embed: { id: number; expiresAt: string } | null = null): string {
  const { token, hash } = newToken();
  const expiresAt = embed?.expiresAt ?? new Date(Date.now() + SESSION_DAYS * DAY_MS).toISOString();
  db.prepare('INSERT INTO tokens (token_hash, user_id, embed_id, expires_at, created_at) VALUES (?, ?, ?, ?, ?)').run(
    hash,
    userId,
    embed?.id ?? null,
    expiresAt,
    nowIso(),
  );
  return token;
}
