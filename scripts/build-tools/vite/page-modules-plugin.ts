import { relative } from 'node:path';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

// `import('./page')` as the app's source writes it: a relative path to one of its own modules.
const sourceImport = /\bimport\((['"])(\.\.?\/[^'"]+)\1\)/g;

/**
 * The server build only: each on-demand import of the app's own modules tells src/app/ssr/page-modules.ts
 * which module (its path under `appRoot`, as the browser build's manifest names it) it loaded.
 */
export function pageModulesPlugin(appRoot: string, registry: string): Plugin {
  return {
    name: 'cuppa-page-modules',
    apply: 'build',
    async transform(code, id) {
      if (!id.startsWith(appRoot) || id.includes('/node_modules/') || id === registry) return null;
      const source = new MagicString(code);
      let found = false;
      for (const match of code.matchAll(sourceImport)) {
        const [written, , path = ''] = match;
        const resolved = await this.resolve(path, id);
        if (!resolved || resolved.external) continue;
        found = true;
        const module = relative(appRoot, resolved.id.split('?')[0] ?? resolved.id);
        source.overwrite(
          match.index,
          match.index + written.length,
          `__noteModule(${written}, ${JSON.stringify(module)})`,
        );
      }
      if (!found) return null;
      source.prepend(`import { noteModule as __noteModule } from ${JSON.stringify(registry)};\n`);
      return { code: source.toString(), map: source.generateMap({ hires: true }) };
    },
  };
}
