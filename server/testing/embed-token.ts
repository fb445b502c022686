import { randomBytes } from 'node:crypto';
import { issueToken } from '../auth/issue-token';
import { DAY_MS, nowIso } from '../db/database';
import type { TestApi } from './test-api';

/**
 * A redeemed embed token of the user for a site, made straight in the database: tests of what such a
 * token may do need not walk the approval (server/tests/embed.test.ts covers how a site gets one).
 */
export async function embedTokenFor(t: TestApi, userId: number, site: string, dailyCapCents = 2000): Promise<string> {
  const { sql } = t.api.context;
  const now = nowIso();
  const expiresAt = new Date(Date.now() + 30 * DAY_MS).toISOString();
  const row = await sql.get<{ id: number }>(
    `INSERT INTO embeds (user_id, site, daily_cap_cents, handoff_id, challenge, redeemed_at, expires_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    userId,
    site,
    dailyCapCents,
    randomBytes(16).toString('base64url'),
    'unused',
    now,
    expiresAt,
    now,
  );
  if (!row) throw new Error('embed not recorded');
  return issueToken(sql, userId, { id: row.id, expiresAt });
}
