import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface FileSize {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

export function measure(path: string, root: string): FileSize {
  const bytes = readFileSync(path);
  return {
    file: relative(root, path),
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

export function listFiles(dir: string, extension: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return listFiles(path, extension);
    return name.endsWith(extension) ? [path] : [];
  });
}

/** The scripts index.html loads before any route runs. */
export function initialAppScripts(appDir: string): string[] {
  const html = readFileSync(join(appDir, 'index.html'), 'utf8');
  const sources = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map(
    (m) => m[1] ?? '',
  );
  return sources.map((src) => join(appDir, src.replace(/^(\.\/|\/)/, '').replace(/^.*?assets\//, 'assets/')));
}
