import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Writes beside each file its Brotli (`.br`, quality 11) and gzip (`.gz`, level 9) copies, which the
 * server sends as they are (widget-routes.ts): the most compact each encoding can be, made once at
 * build time rather than at default strength on every request.
 */
export function precompressFiles(dir: string, files: string[]): void {
  for (const file of files) {
    const path = join(dir, file);
    const content = readFileSync(path);
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
    writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
  }
}

/** The bundle's JavaScript, precompressed once it is written (the source maps are not sent to readers). */
export function precompressPlugin(): Plugin {
  return {
    name: 'cuppa-precompress',
    writeBundle(options, bundle) {
      if (!options.dir) throw new Error('the precompressed copies need an output folder');
      precompressFiles(
        options.dir,
        Object.keys(bundle).filter((file) => file.endsWith('.js')),
      );
    },
  };
}
