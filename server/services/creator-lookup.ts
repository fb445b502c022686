import { nowIso } from '../db/database';
import type { Sql } from '../db/sql';
import { openUserByAlias } from '../rows/load-users';
import { runningSubscription, type SubscriptionRow } from '../rows/subscriptions';
import type { UserRow } from '../rows/users';
import { noteWidgetSite } from './creator-checklist';

/**
 * A creator looked up by alias (any case), as a visitor or a member sees them: null when there is no such
 * open account. A visitor subscribes to no one, so their lookup is one query; for a member, the
 * subscription running now, if any (API.md: the widgets and the app show it in their 'Subscribed' state).
 * A lookup from a widget on another site ticks the creator's checklist (`site`, http/widget-site.ts).
 */
export async function lookUpCreator(
  sql: Sql,
  alias: string,
  viewerId: number | undefined,
  site: string | null,
): Promise<{ creator: UserRow; running: SubscriptionRow | undefined } | null> {
  const creator = await openUserByAlias(sql, alias);
  if (!creator) return null;
  const running = viewerId === undefined ? undefined : await runningSubscription(sql, viewerId, creator.id, nowIso());
  await noteWidgetSite(sql, creator, site);
  return { creator, running };
}
