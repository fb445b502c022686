import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The parts of Vite's build manifest (dist/app/.vite/manifest.json) read here. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
export type BuildManifest = Record<string, ManifestChunk>;

/**
 * The chunks a server-rendered page loads to hydrate, from the modules its routes' components come
 * from (src/app/ssr/page-modules.ts): each module's chunk and every chunk it imports, less those the
 * entry loads anyway (index.html preloads them already). URLs under `base`, as index.html's are.
 */
export function pagePreloads(manifest: BuildManifest, base: string): (modules: string[]) => string[] {
  const withImports = (keys: string[], found = new Set<string>()) => {
    for (const key of keys) {
      if (found.has(key) || !manifest[key]) continue;
      found.add(key);
      withImports(manifest[key].imports ?? [], found);
    }
    return found;
  };
  const loadedByEntry = withImports(Object.keys(manifest).filter((key) => manifest[key]?.isEntry));
  return (modules) =>
    [...withImports(modules)].filter((key) => !loadedByEntry.has(key)).map((key) => `${base}${manifest[key]?.file}`);
}

/** The built app's manifest, or null for a build without one (then pages name no chunks). */
export function readBuildManifest(appDir: string): BuildManifest | null {
  const path = resolve(appDir, '.vite', 'manifest.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as BuildManifest) : null;
}
