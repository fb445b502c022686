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

/** An http(s) origin as a browser sends it in `Origin`, or null for anything else ('null', a path, junk). */
function siteOrigin(header: string | undefined): string | null {
  if (!header || header.length > 300) return null;
  try {
    const url = new URL(header);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === header ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The checklist's snippet step: a creator's widgets looked the creator up from a page on another site.
 * The browser says so itself (`Sec-Fetch-Site: cross-site`, with the page's `Origin`): the app and its
 * frames call the API from its own site (same-site), the app's server renders without either header.
 * The first such site is kept, once; a forged header can only tick a creator's own checklist.
 */
export async function noteWidgetSite(
  q: Sql,
  creator: UserRow,
  headers: { origin: string | undefined; fetchSite: string | undefined },
): Promise<void> {
  if (creator.widget_site !== null || headers.fetchSite !== 'cross-site') return;
  const site = siteOrigin(headers.origin);
  if (site) await writeWidgetSite(q, creator.id, site);
}
