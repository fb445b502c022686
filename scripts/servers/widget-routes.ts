import { relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono, Next } from 'hono';
import { etag } from 'hono/etag';
import { IMMUTABLE, widgetPrefixes } from './widget-version';

/** For what creators' pages load from other origins: the bundle and the locales. */
export async function crossOrigin(c: Context, next: Next): Promise<void> {
  await next();
  c.header('Access-Control-Allow-Origin', '*');
  c.header('Cross-Origin-Resource-Policy', 'cross-origin');
  // Lets the host page's performance tools see the widgets' sizes and timings.
  c.header('Timing-Allow-Origin', '*');
}

/**
 * Serves the widget bundle at /widgets/ under every prefix of `widgetPrefixes`, with CORS, since
 * creators' pages load it from other origins. Another exact version than the built one is a 404:
 * its URL promises content that never changes, which this build cannot keep.
 */
export function addWidgetRoutes(app: Hono, widgetsDir: string, version: string): void {
  const root = relative(process.cwd(), widgetsDir) || '.';
  const prefixes = widgetPrefixes(version);
  const prefixOf = (path: string) => prefixes.find(({ prefix }) => path.startsWith(prefix))!;

  app.use('/widgets/*', crossOrigin, etag(), async (c: Context, next: Next) => {
    await next();
    if (c.res.status !== 200) return;
    // The chunks' names carry their content's hash: a browser may keep them for good (the loader's
    // warm-up fetches rely on it to serve its staged imports from the cache).
    const { prefix, cache } = prefixOf(c.req.path);
    c.header('Cache-Control', c.req.path.startsWith(`${prefix}chunks/`) ? IMMUTABLE : cache);
  });
  app.get('/widgets/:version{(v\\d+|\\d+\\.\\d+\\.\\d+[^/]*)}/*', async (c, next) => {
    const known = prefixes.some(({ prefix }) => prefix === `/widgets/${c.req.param('version')}/`);
    return known ? next() : c.text('Not found', 404);
  });
  // The build's Brotli and gzip copies (precompress-plugin.ts) where the browser takes them; the app
  // server's compress() gzips anything else.
  app.use(
    '/widgets/*',
    serveStatic({
      root,
      precompressed: true,
      rewriteRequestPath: (path) => `/${path.slice(prefixOf(path).prefix.length)}`,
    }),
  );
  // A missing file is a 404, never the app's page in its place.
  app.get('/widgets/*', (c) => c.text('Not found', 404));
}
