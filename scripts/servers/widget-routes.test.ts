// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { addWidgetRoutes } from './widget-routes';
import { IMMUTABLE, loaderPath } from './widget-version';

function bundle() {
  const dir = mkdtempSync(join(tmpdir(), 'cuppa-widgets-'));
  mkdirSync(join(dir, 'chunks'));
  writeFileSync(join(dir, 'cuppa.js'), 'export const loader = 1;');
  // The build's precompressed copies of the loader (precompress-plugin.ts); the chunk here has none.
  writeFileSync(join(dir, 'cuppa.js.br'), brotliCompressSync('export const loader = 1;'));
  writeFileSync(join(dir, 'cuppa.js.gz'), gzipSync('export const loader = 1;'));
  writeFileSync(join(dir, 'chunks', 'runtime-AbC123.js'), 'export const runtime = 1;');
  const app = new Hono();
  addWidgetRoutes(app, dir, '1.4.2');
  return app;
}

describe('the widget bundle’s URLs (WIDGETS.md, Loading)', () => {
  const app = bundle();

  it('serves the loader under the major, the exact version and no version, each cached as promised', async () => {
    expect(loaderPath('1.4.2')).toBe('/widgets/v1/cuppa.js');
    const major = await app.request('/widgets/v1/cuppa.js');
    expect(major.status).toBe(200);
    expect(await major.text()).toBe('export const loader = 1;');
    expect(major.headers.get('cache-control')).toBe('public, max-age=300, must-revalidate');
    expect(major.headers.get('access-control-allow-origin')).toBe('*');
    expect((await app.request('/widgets/1.4.2/cuppa.js')).headers.get('cache-control')).toBe(IMMUTABLE);
    expect((await app.request('/widgets/cuppa.js')).headers.get('cache-control')).toBe(
      'public, max-age=300, must-revalidate',
    );
  });

  it('sends the build’s Brotli or gzip copy to a browser that takes it, and the file itself otherwise', async () => {
    const asked = (encodings?: string) =>
      app.request('/widgets/v1/cuppa.js', { headers: encodings ? { 'Accept-Encoding': encodings } : {} });
    const brotli = await asked('gzip, deflate, br, zstd');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(brotli.headers.get('content-type')).toMatch(/javascript/);
    expect(brotli.headers.get('access-control-allow-origin')).toBe('*');
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe('export const loader = 1;');
    const gzip = await asked('gzip, deflate');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe('export const loader = 1;');
    const plain = await asked();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('export const loader = 1;');
    const chunk = await app.request('/widgets/v1/chunks/runtime-AbC123.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(chunk.headers.get('content-encoding')).toBeNull();
    expect(await chunk.text()).toBe('export const runtime = 1;');
  });

  it('keeps the hashed chunks a year under every prefix', async () => {
    for (const prefix of ['/widgets/', '/widgets/v1/', '/widgets/1.4.2/']) {
      const chunk = await app.request(`${prefix}chunks/runtime-AbC123.js`);
      expect(chunk.status, prefix).toBe(200);
      expect(chunk.headers.get('cache-control')).toBe(IMMUTABLE);
    }
  });

  it('answers a revalidation with 304 when the loader has not changed', async () => {
    const first = await app.request('/widgets/v1/cuppa.js');
    const tag = first.headers.get('etag');
    expect(tag).toBeTruthy();
    const again = await app.request('/widgets/v1/cuppa.js', { headers: { 'If-None-Match': tag! } });
    expect(again.status).toBe(304);
  });

  it('refuses another version, a path outside the bundle and a missing file with a 404', async () => {
    for (const path of [
      '/widgets/v2/cuppa.js',
      '/widgets/1.4.1/cuppa.js',
      '/widgets/1.4.1/chunks/runtime-AbC123.js',
      '/widgets/v1/../package.json',
      '/widgets/v1/%2e%2e/package.json',
      '/widgets/v1/nothing.js',
    ]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cache-control'), path).toBeNull();
    }
  });
});
