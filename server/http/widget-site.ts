import type { Context } from 'hono';
import { siteOriginSchema } from '../../src/core/contract/embed';

/**
 * The site a widget's request came from: the browser says so itself (`Sec-Fetch-Site: cross-site`, with
 * the page's `Origin`, a site as the contract reads one); the app and its frames call the API from its
 * own site (same-site), and the app's server renders without either header: null. Only a label (the
 * creator's checklist, where an earning was paid): a script that forges the headers names a site for its
 * own request, and moves no money by it.
 */
export function requestWidgetSite(c: Context): string | null {
  if (c.req.header('Sec-Fetch-Site') !== 'cross-site') return null;
  const site = siteOriginSchema.safeParse(c.req.header('Origin'));
  return site.success ? site.data : null;
}
