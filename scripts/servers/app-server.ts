import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { renderDoc, servedGuides } from './render-doc';
import { namespaces } from '../../src/core/i18n/languages';
import type { LocaleTexts, renderPage } from '../../src/app/ssr/render-page';
import { pagePreloads, readBuildManifest } from './page-preloads';
import { inlineBuiltStylesheet } from './inline-stylesheet';
import { injectRuntimeConfig, type RuntimeConfig } from './runtime-config';
import { addWidgetRoutes, crossOrigin } from './widget-routes';

export interface AppServerOptions {
  appDir: string;
  widgetsDir: string;
  /** The built bundle's version: its exact-version URL (WIDGETS.md, 'Loading'). */
  widgetVersion: string;
  config: RuntimeConfig;
  /** The server build's page renderer (dist/server): public pages are rendered with their data. */
  render?: typeof renderPage;
}

/** A language's built translation files, read once. */
function localeReader(appDir: string) {
  const cache = new Map<string, Promise<LocaleTexts>>();
  const read = async (lng: string): Promise<LocaleTexts> => {
    const files = await Promise.all(
      namespaces.map(async (ns) => [
        ns,
        JSON.parse(await readFile(resolve(appDir, 'locales', lng, `${ns}.json`), 'utf8')),
      ]),
    );
    return Object.fromEntries(files) as LocaleTexts;
  };
  return (lng: string) => {
    let texts = cache.get(lng);
    if (!texts) {
      texts = read(lng);
      cache.set(lng, texts);
    }
    return texts;
  };
}

/**
 * Serves the built app under its base path with the run-time config written into index.html,
 * and the widget bundle at /widgets/ (scripts/servers/widget-routes.ts).
 */
export function createAppServer({ appDir, widgetsDir, widgetVersion, config, render }: AppServerOptions): Hono {
  const base = config.basePath.endsWith('/') ? config.basePath : `${config.basePath}/`;
  const indexHtml = injectRuntimeConfig(
    readFileSync(resolve(appDir, 'index.html'), 'utf8').replace(/(src|href)="\/assets\//g, `$1="${base}assets/`),
    config,
  );
  // A rendered page holds its content, so it also holds its styles (the browser-rendered pages keep the
  // cached stylesheet: their first paint is the splash).
  const pageTemplate = inlineBuiltStylesheet(indexHtml, base, appDir);
  const locales = localeReader(appDir);
  const manifest = readBuildManifest(appDir);
  const preloads = manifest ? pagePreloads(manifest, base) : undefined;
  const appRoot = relative(process.cwd(), appDir) || '.';
  const app = new Hono();
  app.use(compress());

  addWidgetRoutes(app, widgetsDir, widgetVersion);
  // The embedding guide beside the bundle it describes, for the app's snippet page to link to, and the
  // guides it links to, each where the guide's relative link finds it.
  for (const file of servedGuides) {
    const page = () => renderDoc(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'));
    app.get(`/${file}`, (c) => c.html(page(), 200, { 'Cache-Control': 'no-cache' }));
  }
  app.use(
    `${base}locales/*`,
    crossOrigin,
    serveStatic({ root: appRoot, rewriteRequestPath: (path) => path.slice(base.length - 1) }),
  );
  app.use(`${base}assets/*`, async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use(`${base}assets/*`, serveStatic({ root: appRoot, rewriteRequestPath: (path) => path.slice(base.length - 1) }));

  // A missing file is a 404, never the app's page in its place.
  app.get(`${base}assets/*`, (c) => c.text('Not found', 404));
  app.get(`${base}locales/*`, (c) => c.text('Not found', 404));

  // Every other path under the base is a route of the app: a public page rendered here with its data
  // (src/app/ssr/render-page.tsx), any other the single-page app renders in the browser.
  app.get(`${base}*`, async (c) => {
    c.header('Cache-Control', 'no-cache');
    // Only the /embed/ pages may sit in another site's frame; every other page (the /auth/connect
    // approval above all) refuses to, so no host page can dress it up and steer a member's click.
    if (c.req.path.startsWith(`${base}embed/`)) c.header('Content-Security-Policy', 'frame-ancestors *');
    else {
      c.header('Content-Security-Policy', "frame-ancestors 'none'");
      c.header('X-Frame-Options', 'DENY');
    }
    const page = render
      ? await renderOrNull(render, c.req.raw, { template: pageTemplate, config, locales, preloads })
      : null;
    if (page?.kind === 'redirect') return c.redirect(page.location, page.status as 302);
    if (page) return c.html(page.html, page.status as 200);
    return c.html(indexHtml);
  });
  if (base !== '/') app.get('/', (c) => c.redirect(base));
  app.notFound((c) => c.text('Not found', 404));
  return app;
}

/** A page that fails to render on the server still works: the browser renders it, as before. */
async function renderOrNull(render: typeof renderPage, ...args: Parameters<typeof renderPage>) {
  try {
    return await render(...args);
  } catch (error) {
    console.error('Server render failed; the browser renders the page', error);
    return null;
  }
}
