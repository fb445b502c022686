// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressFiles } from './precompress-plugin';

describe('the precompressed copies', () => {
  it('hold the same bytes as each file, smaller, in Brotli and gzip', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cuppa-precompress-'));
    mkdirSync(join(dir, 'chunks'));
    const code = `export const parts = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `part ${i}`))};`;
    writeFileSync(join(dir, 'cuppa.js'), code);
    writeFileSync(join(dir, 'chunks', 'stage-AbC.js'), code.replace('parts', 'stage'));
    precompressFiles(dir, ['cuppa.js', 'chunks/stage-AbC.js']);
    for (const file of ['cuppa.js', 'chunks/stage-AbC.js']) {
      const original = readFileSync(join(dir, file));
      const br = readFileSync(join(dir, `${file}.br`));
      const gz = readFileSync(join(dir, `${file}.gz`));
      expect(brotliDecompressSync(br).equals(original), file).toBe(true);
      expect(gunzipSync(gz).equals(original), file).toBe(true);
      expect(br.length).toBeLessThan(gz.length);
      expect(gz.length).toBeLessThan(original.length / 4);
    }
  });
});
