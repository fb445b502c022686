import type { Expression, ExpressionBuilder } from 'kysely';
import { nowIso } from '../db/database';
import { param, type QueryBuilder } from '../db/query';
import type { Tables } from '../db/tables';

/** Who looks, and when: the viewer's id (0 for a visitor) and now (ISO 8601). */
export interface Seen {
  viewer: Expression<number>;
  now: Expression<string>;
}

/** Seen as a query built once names its values: @viewer and @now (visibilityParams). */
export const namedSeen: Seen = { viewer: param<number>('viewer'), now: param<string>('now') };

/**
 * API.md 'Who sees what', the one place it is written: the creators whose posts, comments and media
 * the viewer may see. A closed account is no one's; a private profile is its own and its active
 * subscribers'. Binds `@viewer` (0 for a visitor) and `@now`, as `visibilityParams` gives them.
 */
export const visibleCreators = (db: QueryBuilder, seen: Seen = namedSeen) =>
  db
    .selectFrom('users as vu')
    .select('vu.id')
    .where('vu.closed_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('vu.private_profile', '=', 0),
        eb('vu.id', '=', seen.viewer),
        eb(
          'vu.id',
          'in',
          eb
            .selectFrom('subscriptions as vs')
            .select('vs.creator_id')
            .where('vs.subscriber_id', '=', seen.viewer)
            .where('vs.expires_at', '>', seen.now),
        ),
      ]),
    );

/** The comments (rows of `c`) still shown: one whose author closed the account leaves with it. */
export const byOpenAccount = (eb: ExpressionBuilder<Tables & { c: Tables['comments'] }, 'c'>) =>
  eb.not(
    eb.exists(
      eb
        .selectFrom('users as cu')
        .select((one) => one.lit(1).as('closed'))
        .whereRef('cu.id', '=', 'c.user_id')
        .where('cu.closed_at', 'is not', null),
    ),
  );

/** A visibility query's values: the viewer (0 for a visitor) and now, with the query's own (`more`). */
export function visibilityParams<More extends Record<string, unknown> = Record<never, never>>(
  viewerId: number | null,
  more?: More,
): { viewer: number; now: string } & More {
  // `more` spread last: rows/users.ts's toPublicUser says why.
  return { viewer: viewerId ?? 0, now: nowIso(), ...(more as More) };
}
