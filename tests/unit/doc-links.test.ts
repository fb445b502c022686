// @vitest-environment node
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAppServer } from '../../scripts/servers/app-server';
import { createDemoServer, docsDir } from '../../scripts/servers/demo-server';

const root = new URL('../../', import.meta.url);
const guides = ['README.md', 'CHANGELOG.md', ...readdirSync(new URL('docs/', root)).map((name) => `docs/${name}`)];

/**
 * The guides are read on a code host as much as here: a relative link must reach a file of this
 * repository (a link into the team's shared folder beside it is dead for everyone else).
 */
describe('the guides’ links', () => {
  it.each(guides.filter((guide) => guide.endsWith('.md')))('%s links only to files of the repository', (guide) => {
    const markdown = readFileSync(new URL(guide, root), 'utf8').replace(/```[\s\S]*?```/g, '');
    const targets = [...markdown.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)]
      .map((match) => match[1]!)
      .filter((target) => !/^[a-z]+:/i.test(target));
    for (const target of targets) {
      const file = new URL(target, new URL(guide, root));
      expect(file.href.startsWith(root.href), `${guide} → ${target} leaves the repository`).toBe(true);
      expect(existsSync(file), `${guide} → ${target} is missing`).toBe(true);
    }
  });
});

/**
 * The guides as the app's server and the demo serve them (rendered pages): a link within a page reaches a
 * heading of it, and a relative link reaches a page the same server serves.
 */
describe('the served guides’ links', () => {
  const appDir = mkdtempSync(join(tmpdir(), 'cuppa-app-'));
  writeFileSync(join(appDir, 'index.html'), '<!doctype html><head><!--cuppa-config--></head><div id="root"></div>');
  const config = {
    apiBase: 'https://api.test/api',
    appUrl: 'https://app.test/',
    basePath: '/',
    product: 'cuppa',
    captchaSiteKey: null,
  };
  const servers = {
    app: createAppServer({ appDir, widgetsDir: appDir, widgetVersion: '1.0.0', config }),
    demo: createDemoServer({
      dir: new URL('demo/', root),
      urls: { widgets: 'https://app.test/widgets/v1/cuppa.js', api: config.apiBase, app: config.appUrl },
      docs: docsDir,
    }),
  };
  const starts = { app: ['/docs/embedding.md'], demo: ['/index.html'] };

  it.each(Object.keys(servers) as (keyof typeof servers)[])(
    'on the %s server, every guide link works',
    async (name) => {
      const server = servers[name];
      const seen = new Set<string>();
      const queue = [...starts[name]];
      while (queue.length > 0) {
        const path = queue.shift()!;
        if (seen.has(path)) continue;
        seen.add(path);
        const response = await server.request(path);
        expect(response.status, `${name}: ${path}`).toBe(200);
        if (!path.endsWith('.md') && path !== starts[name][0]) continue;
        const html = await response.text();
        for (const [, href] of html.matchAll(/<a [^>]*href="([^"]+)"/g)) {
          const target = new URL(href!.replaceAll('&amp;', '&'), `https://site.test${path}`);
          if (target.origin !== 'https://site.test') continue;
          if (target.hash && target.pathname === path)
            expect(html, `${name}: ${path} → ${href}`).toContain(`id="${decodeURIComponent(target.hash.slice(1))}"`);
          if (target.pathname.endsWith('.md')) queue.push(target.pathname);
        }
      }
      expect(seen.size).toBeGreaterThan(2);
    },
  );
});
