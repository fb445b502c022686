// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createApp } from './app';

describe('API app', () => {
  it('answers health and allows any origin with bearer tokens', async () => {
    const app = createApp();
    const response = await app.request('/api/health', { headers: { Origin: 'https://blog.example' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    const preflight = await app.request('/api/v1/x', {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://blog.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,idempotency-key',
      },
    });
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toContain('Idempotency-Key');
  });

  it('answers unknown paths with the JSON error', async () => {
    const response = await createApp().request('/api/v1/nope');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found', code: 'not_found' });
  });

  it('refuses bodies over 1 MB with 413', async () => {
    const app = createApp();
    app.post('/api/echo', async (c) => c.json({ size: (await c.req.text()).length }));
    const response = await app.request('/api/echo', { method: 'POST', body: 'x'.repeat(1024 * 1024 + 1) });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'too_large' });
  });

  it('never leaks a stack trace in a 500', async () => {
    const logError = vi.fn();
    const app = createApp({ logError });
    app.get('/api/boom', () => {
      throw new Error('secret internals at /srv/app.ts:12');
    });
    const response = await app.request('/api/boom');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain('secret');
    expect(JSON.parse(text)).toEqual({ error: 'Something went wrong on our side', code: 'internal' });
    expect(logError).toHaveBeenCalledOnce();
  });
});
