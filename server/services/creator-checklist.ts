import type { Checklist } from '../../src/core/contract/creator-checklist';
import type { Sql } from '../db/sql';
import { rolesOf, writeWidgetSite, type UserRow } from '../rows/users';

/** A new creator's steps, each done when the data says so (API.md is silent; docs/api-reference-server.md). */
export function creatorChecklist(user: UserRow): Checklist {
  return {
    done: {
      price: rolesOf(user).includes('creator'),
      picture: user.image !== null,
      about: user.about.trim() !== '',
      snippet: user.widget_site !== null,
      first_post: user.total_posts > 0,
    },
    site: user.widget_site,
  };
}

/**
 * The checklist's snippet step: a creator's widgets looked the creator up from a page on another site
 * (its `site`, server/http/widget-site.ts). The first such site is kept, once; a forged header can only
 * tick a creator's own checklist.
 */
export async function noteWidgetSite(q: Sql, creator: UserRow, site: string | null): Promise<void> {
  if (creator.widget_site === null && site) await writeWidgetSite(q, creator.id, site);
}
