// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { addWidgetRoutes } from './widget-routes';
import { IMMUTABLE, loaderPath } from './widget-version';

function bundle() {
  const dir = mkdtempSync(join(tmpdir(), 'cuppa-widgets-'));
  mkdirSync(join(dir, 'chunks'));
  writeFileSync(join(dir, 'cuppa.js'), 'export const loader = 1;');
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
