import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { listen, type Served } from '../../server/listen';

const fixtures = new URL('../fixtures/blog/', import.meta.url);

/**
 * A creator's blog on its own origin: the fixture pages with the widget bundle, the API and the app
 * URLs filled in, as a site owner would paste them.
 */
export function startBlog(port: number, urls: { widgets: string; api: string; app: string }): Promise<Served> {
  const app = new Hono();
  app.get('/:page{[a-z0-9-]+\\.html}', (c) => {
    let html: string;
    try {
      html = readFileSync(new URL(c.req.param('page'), fixtures), 'utf8');
    } catch {
      return c.text('Not found', 404);
    }
    const page = html
      .replaceAll('{{WIDGETS}}', urls.widgets)
      .replaceAll('{{API}}', urls.api)
      .replaceAll('{{APP}}', urls.app);
    const coop = c.req.query('coop') === '1' ? { 'Cross-Origin-Opener-Policy': 'same-origin' } : undefined;
    return c.html(page, 200, coop);
  });
  return listen(app, port, 'CUPPA_TEST_BLOG_PORT');
}
