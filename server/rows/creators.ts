import type { CreatorSummary } from '../../src/core/contract/users';
import { likeCaseless, privacySettingOff } from '../db/dialect';
import type { Sql } from '../db/sql';
import { toCreatorSummary, USER_SELECT, type UserRow } from './users';
import { VISIBLE_CREATORS, visibilityParams } from './visibility';

const CREATOR = 'u.closed_at IS NULL AND u.subscription_amount_cents >= 100';

/** The account exists and is not closed. */
export const isOpenAccount = async (q: Sql, id: number): Promise<boolean> =>
  Boolean(await q.get('SELECT 1 AS open FROM users WHERE id = ? AND closed_at IS NULL', id));

/**
 * A page of the creators whose alias or name holds `search` (all of them without one), verified first.
 * API.md: a member who is not searchable (their privacy settings) is in no list and no search.
 */
export async function creatorPage(
  q: Sql,
  search: string | undefined,
  page: { limit: number; offset: number },
): Promise<{ creators: CreatorSummary[]; total: number }> {
  const like = search ? `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
  // CAST: PostgreSQL must know the parameter's type to test it for NULL.
  const matches = `${likeCaseless(q.engine)} @like ESCAPE '\\'`;
  const where = `${CREATOR} AND NOT ${privacySettingOff(q.engine, 'u.id', 'searchable')}
    AND (CAST(@like AS TEXT) IS NULL OR u.alias ${matches} OR u.first_name ${matches}
    OR u.last_name ${matches} OR (u.first_name || ' ' || u.last_name) ${matches})`;
  const rows = await q.all<UserRow>(
    `${USER_SELECT} WHERE ${where} ORDER BY u.verified DESC, u.id LIMIT @limit OFFSET @offset`,
    { like, limit: page.limit, offset: page.offset },
  );
  const total = await q.get<{ n: number }>(`SELECT COUNT(*) AS n FROM users u WHERE ${where}`, { like });
  return { creators: rows.map(toCreatorSummary), total: total?.n ?? 0 };
}

/**
 * The profile's connections tab: the member's subscribers and subscriptions (50 of each). A private
 * profile's connections are its own and its subscribers' (rows/visibility.ts); a private or closed
 * member is left out of anyone else's lists.
 */
export async function memberConnections(
  q: Sql,
  viewerId: number | null,
  memberId: number,
): Promise<{ subscribers: CreatorSummary[]; subscriptions: CreatorSummary[] }> {
  const params = { ...visibilityParams(viewerId), creator: memberId };
  const shown = `u.id IN (${VISIBLE_CREATORS}) AND @creator IN (${VISIBLE_CREATORS})`;
  const list = async (pair: string) =>
    (
      await q.all<UserRow>(
        `${USER_SELECT} WHERE ${shown} AND u.id IN (SELECT ${pair} AND s.expires_at > @now)
         ORDER BY u.verified DESC, u.first_name, u.id LIMIT 50`,
        params,
      )
    ).map(toCreatorSummary);
  return {
    subscribers: await list('s.subscriber_id FROM subscriptions s WHERE s.creator_id = @creator'),
    subscriptions: await list('s.creator_id FROM subscriptions s WHERE s.subscriber_id = @creator'),
  };
}
