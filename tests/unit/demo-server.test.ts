// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createDemoServer, docsDir, strictDemoPolicy, widgetCspDirectives } from '../../scripts/servers/demo-server';

const urls = {
  widgets: 'https://app.test/widgets/cuppa.js',
  api: 'https://api.test/api',
  app: 'https://app.test/cuppa',
};
const guide = readFileSync(new URL('../../docs/embedding.md', import.meta.url), 'utf8');

describe('the demo server', () => {
  it('the strict-CSP page allows exactly the guide’s directives for the widgets', () => {
    const block = /## Content-Security-Policy[\s\S]*?```\n([\s\S]*?)```/.exec(guide)?.[1] ?? '';
    const documented = block
      .split('\n')
      .map((line) => line.replace(/#.*$/, '').replace(/;\s*$/, '').trim().replace(/\s+/g, ' '))
      .filter(Boolean)
      .map((line) => line.replaceAll('APP', 'https://app.test').replaceAll('API', 'https://api.test'));
    expect(documented).toHaveLength(4);
    expect(widgetCspDirectives(urls)).toEqual(documented);
    expect(strictDemoPolicy(urls)).toContain("default-src 'none'");
  });

  it('fills the placeholders and partials, and sends each proof page’s headers', async () => {
    const server = createDemoServer({ dir: new URL('../../demo/', import.meta.url), urls });
    const post = await server.request('/index.html');
    const html = await post.text();
    expect(html).toContain(`src="${urls.widgets}" data-api="${urls.api}" data-app="${urls.app}"`);
    expect(html).not.toMatch(/\{\{/);
    expect(post.headers.get('content-security-policy')).toBeNull();
    expect((await server.request('/csp.html')).headers.get('content-security-policy')).toBe(strictDemoPolicy(urls));
    expect((await server.request('/coop.html')).headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect((await server.request('/index.html?coop=1')).headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect((await server.request('/')).headers.get('location')).toBe('/index.html');
    expect((await server.request('/nothing.html')).status).toBe(404);
    expect((await server.request('/_nav.html')).status).toBe(404);
  });

  it('serves the guides as pages, not raw Markdown', async () => {
    const server = createDemoServer({ dir: new URL('../../demo/', import.meta.url), urls, docs: docsDir });
    const page = await server.request('/docs/embedding.md');
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<h1 id="embedding-the-widgets">Embedding the widgets</h1>');
    expect(html).toContain('<title>Embedding the widgets · Cuppa</title>');
    expect(html).not.toContain('## ');
    expect(await (await server.request('/CHANGELOG.md')).text()).toContain('<h1 id="changelog">Changelog</h1>');
    expect((await server.request('/docs/nothing.md')).status).toBe(404);
    expect((await server.request('/docs/..%2Fpackage.json')).status).toBe(404);
  });
});
