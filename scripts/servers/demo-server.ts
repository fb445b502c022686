import { existsSync, readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { listen, type Served } from '../../server/listen';
import { renderDoc, servedGuides } from './render-doc';
import { roomStyle, widgetTags, type WidgetTag } from '../../src/widgets/table/widget-tags';
import { languageList } from '../../src/core/i18n/language-list';

/** Each element's room as the snippet's inline style, for the playground's snippet ({{ROOMS}}, JSON). */
const rooms = JSON.stringify(
  Object.fromEntries(Object.keys(widgetTags).map((tag) => [tag, roomStyle(tag as WidgetTag)])),
).replaceAll('"', '&quot;'); // for an attribute value

/** The playground's languages ({{LANGUAGE_OPTIONS}}): every shipped one, in its own name. */
const languageOptions = languageList
  .map(({ tag, name }) => `<option value="${tag}" lang="${tag}">${name} (${tag})</option>`)
  .join('\n              ');

export interface DemoUrls {
  /** The widget loader, e.g. http://127.0.0.1:5173/widgets/cuppa.js. */
  widgets: string;
  /** The API base, e.g. http://127.0.0.1:8787/api. */
  api: string;
  /** The app's URL without a trailing slash, e.g. http://127.0.0.1:5173/cuppa. */
  app: string;
}

export interface DemoServerOptions {
  /** A folder of pages (`name.html`), their `name.css` / `name.js`, and partials (`_name.html`). */
  dir: URL;
  urls: DemoUrls;
  /** Markdown guides served as pages under /docs/, so the demo's pages can link to them. */
  docs?: URL;
}

const origin = (url: string) => new URL(url).origin;

/**
 * What a page with a strict policy must allow for the widgets: exactly docs/embedding.md's four
 * directives (a unit test holds the guide and this list together).
 */
export function widgetCspDirectives(urls: Pick<DemoUrls, 'api' | 'app'>): string[] {
  const app = origin(urls.app);
  const api = origin(urls.api);
  return [`script-src ${app}`, `connect-src ${api} ${app}`, `frame-src ${app}`, `img-src ${api} data:`];
}

/**
 * The strict-CSP demo page's policy: nothing by default, the widgets' four directives, and 'self'
 * only where the demo page's own stylesheet and script need it.
 */
export function strictDemoPolicy(urls: Pick<DemoUrls, 'api' | 'app'>): string {
  return [
    "default-src 'none'",
    ...widgetCspDirectives(urls).map((directive) =>
      directive.startsWith('script-src ') ? directive.replace('script-src ', "script-src 'self' ") : directive,
    ),
    "style-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/** Headers a page is served with: the proof pages need theirs from the server, as a real site sends them. */
function pageHeaders(page: string, query: (name: string) => string | undefined, urls: DemoUrls) {
  const headers: Record<string, string> = { 'Cache-Control': 'no-cache' };
  if (page === 'coop.html' || query('coop') === '1') headers['Cross-Origin-Opener-Policy'] = 'same-origin';
  if (page === 'csp.html') headers['Content-Security-Policy'] = strictDemoPolicy(urls);
  // A host page that sends no referrer, as many privacy-minded blogs do.
  if (query('referrer') === 'none') headers['Referrer-Policy'] = 'no-referrer';
  return headers;
}

const types: Record<string, string> = {
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  svg: 'image/svg+xml',
};

const read = (file: URL): string | null => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};

/**
 * A creator's blog on its own origin: the pages of a folder with the widget bundle, the API and the
 * app URLs filled in ({{WIDGETS}}, {{API}}, {{APP}}, {{CSP}}; {{ROOMS}} the elements' room, as an attribute
 * value; {{LANGUAGE_OPTIONS}} the languages' options), as a site
 * owner would paste them, and
 * partials included with {{> name}} (from `_name.html`). `npm start`'s demo and the browser tests'
 * blog are both this server.
 */
export function createDemoServer({ dir, urls, docs }: DemoServerOptions): Hono {
  const app = new Hono();
  const fill = (html: string) =>
    html
      .replace(/\{\{> ([a-z0-9-]+)\}\}/g, (_, name: string) => read(new URL(`_${name}.html`, dir)) ?? '')
      .replaceAll('{{WIDGETS}}', urls.widgets)
      .replaceAll('{{API}}', urls.api)
      .replaceAll('{{APP}}', urls.app)
      .replaceAll('{{CSP}}', strictDemoPolicy(urls))
      .replaceAll('{{ROOMS}}', rooms)
      .replaceAll('{{LANGUAGE_OPTIONS}}', languageOptions);

  app.get('/', (c) => (existsSync(new URL('index.html', dir)) ? c.redirect('/index.html') : c.notFound()));
  app.get('/:page{[a-z0-9-]+\\.html}', (c) => {
    const page = c.req.param('page');
    const html = read(new URL(page, dir));
    if (html === null) return c.text('Not found', 404);
    return c.html(
      fill(html),
      200,
      pageHeaders(page, (name) => c.req.query(name), urls),
    );
  });
  app.get('/:file{[a-z0-9-]+\\.(css|js|svg)}', (c) => {
    const file = c.req.param('file');
    const body = read(new URL(file, dir));
    if (body === null) return c.text('Not found', 404);
    const type = types[file.slice(file.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
    return c.body(body, 200, { 'Content-Type': type, 'Cache-Control': 'no-cache' });
  });
  if (docs) {
    const page = (markdown: string | null) => (markdown === null ? null : renderDoc(markdown, '/demo.css'));
    app.get('/docs/:doc{[a-z0-9-]+\\.md}', (c) => {
      const html = page(read(new URL(c.req.param('doc'), docs)));
      return html === null ? c.text('Not found', 404) : c.html(html, 200, { 'Cache-Control': 'no-cache' });
    });
    // The guides the embedding guide links to, beside docs/ as in the repository.
    for (const file of servedGuides.filter((guide) => !guide.startsWith('docs/'))) {
      app.get(`/${file}`, (c) => c.html(page(read(new URL(`../${file}`, docs)))!, 200));
    }
  }
  app.notFound((c) => c.text('Not found', 404));
  return app;
}

/** Serves the demo on loopback; `portVariable` names the variable a busy port's message points to. */
export function startDemoServer(options: DemoServerOptions & { port: number; portVariable: string }): Promise<Served> {
  return listen(createDemoServer(options), options.port, options.portVariable);
}

/** The demo folder of `npm start`, with the embedding guide and the API contract under /docs/. */
export const demoDir = new URL('../../demo/', import.meta.url);
export const docsDir = new URL('../../docs/', import.meta.url);

/**
 * The demo's address to print and open: localhost, not 127.0.0.1, so the demo is another *site* than
 * the app (which runs on 127.0.0.1), as a creator's blog would be, and the browser partitions the
 * app frame's storage by it.
 */
export const siteUrl = (served: Served) => `${served.url.replace('127.0.0.1', 'localhost')}/`;
