import type { Context } from 'hono';

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
 * The site a widget's request came from: the browser says so itself (`Sec-Fetch-Site: cross-site`, with
 * the page's `Origin`); the app and its frames call the API from its own site (same-site), and the app's
 * server renders without either header: null. Only a label (the creator's checklist, where an earning
 * was paid): a script that forges the headers names a site for its own request, and moves no money by it.
 */
export function requestWidgetSite(c: Context): string | null {
  return c.req.header('Sec-Fetch-Site') === 'cross-site' ? siteOrigin(c.req.header('Origin')) : null;
}
