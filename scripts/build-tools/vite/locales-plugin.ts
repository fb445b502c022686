import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';

function listJson(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listJson(path);
    return entry.name.endsWith('.json') ? [path] : [];
  });
}

/** Serves `locales/<lng>/<ns>.json` at `<base>locales/...` in dev and ships them with the build. */
export function localesPlugin(localesDir: string): Plugin {
  return {
    name: 'cuppa-locales',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const base = server.config.base;
        const url = (req.url ?? '').split('?')[0] ?? '';
        const match = url.startsWith(`${base}locales/`)
          ? /^([a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*)\/([\w-]+)\.json$/.exec(url.slice(base.length + 8))
          : null;
        if (!match) return next();
        try {
          const body = readFileSync(join(localesDir, match[1] ?? '', `${match[2] ?? ''}.json`));
          res.setHeader('Content-Type', 'application/json; charset=utf-8');
          res.setHeader('Access-Control-Allow-Origin', '*');
          res.end(body);
        } catch {
          res.statusCode = 404;
          res.end('{"error":"Not found"}');
        }
      });
    },
    generateBundle() {
      for (const file of listJson(localesDir)) {
        // Minified on the way out; the sources stay readable.
        const source = JSON.stringify(JSON.parse(readFileSync(file, 'utf8')));
        this.emitFile({
          type: 'asset',
          fileName: `locales/${relative(localesDir, file).split('\\').join('/')}`,
          source,
        });
      }
    },
  };
}
