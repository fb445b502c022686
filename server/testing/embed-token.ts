import { randomBytes } from 'node:crypto';
import { issueToken } from '../auth/issue-token';
import { DAY_MS, nowIso } from '../db/database';
import { queryNow } from '../db/query';
import type { TestApi } from './test-api';

/**
 * A redeemed embed token of the user for a site, made straight in the database: tests of what such a
 * token may do need not walk the approval (server/tests/embed.test.ts covers how a site gets one).
 */
export async function embedTokenFor(t: TestApi, userId: number, site: string, dailyCapCents = 2000): Promise<string> {
  const { sql } = t.api.context;
  const now = nowIso();
  const expiresAt = new Date(Date.now() + 30 * DAY_MS).toISOString();
  const row = await sql.get(
    queryNow(sql.engine, (db) =>
      db
        .insertInto('embeds')
        .values({
          user_id: userId,
          site,
          daily_cap_cents: dailyCapCents,
          handoff_id: randomBytes(16).toString('base64url'),
          challenge: 'unused',
          redeemed_at: now,
          expires_at: expiresAt,
          created_at: now,
        })
        .returning('id'),
    ),
  );
  if (!row) throw new Error('embed not recorded');
  return issueToken(sql, userId, { id: row.id, expiresAt });
}
