// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createApp } from './app';
import { DEMO_PASSWORD } from './auth/demo-password';
import { createServerContext } from './create-server-context';
import { startTestApi, useTestApi } from './testing/test-api';

const t = useTestApi();

describe('API basics over HTTP', () => {
  it('answers health and allows any origin with bearer tokens', async () => {
    const health = await t.call('GET', '/health', { headers: { Origin: 'https://blog.example' } });
    expect(health.status).toBe(200);
    expect(health.headers.get('Access-Control-Allow-Origin')).toBe('*');
    const preflight = await fetch(`${t.api.apiBase}/v1/customer/subscriber/coffee`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://blog.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,idempotency-key,device-id,content-type',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toContain('Idempotency-Key');
    expect(preflight.headers.get('Access-Control-Allow-Methods')).toContain('PATCH');
    expect(preflight.headers.get('Access-Control-Allow-Credentials')).toBeNull();
    // An error is readable by the page that asked too: the widgets show the API's message.
    const refused = await t.call('GET', '/v1/customer/me', {
      headers: { Origin: 'https://blog.example', Authorization: 'Bearer not-a-real-token-at-all' },
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('Access-Control-Allow-Origin')).toBe('*');
    const missing = await t.call('GET', '/v1/no-such-route', { headers: { Origin: 'https://blog.example' } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('Access-Control-Allow-Origin')).toBe('*');
  });

  it('holds requests that arrive before its database is migrated and seeded, and answers them once ready', async () => {
    const early: { health?: Promise<Response>; signIn?: Promise<Response> } = {};
    const starting = await startTestApi({
      onListening: async (url) => {
        // Sent now, before the demo accounts exist; not awaited, since seeding runs after this returns.
        early.health = fetch(`${url}/api/health`);
        early.signIn = fetch(`${url}/api/v1/auth/sign-in`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'member@cuppa.test', password: DEMO_PASSWORD }),
        });
        // Room for both to reach the server before seeding starts (they then wait there while it seeds).
        await new Promise((resolve) => setTimeout(resolve, 50));
      },
    });
    try {
      expect((await early.health)?.status).toBe(200);
      const signIn = await early.signIn;
      expect(signIn?.status).toBe(200);
      expect(await signIn?.json()).toMatchObject({ user: { email: 'member@cuppa.test' } });
    } finally {
      await starting.close();
    }
  });

  it('never leaks a stack trace in a 500', async () => {
    const logError = vi.fn();
    const ctx = await createServerContext({ database: ':memory:', publicUrl: 'http://x.test', logError });
    const app = createApp(ctx);
    ctx.markReady();
    await ctx.closeDatabase(); // every query now throws
    const response = await app.request('/api/v1/cuppa/creator/list');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: 'Something went wrong on our side', code: 'internal' });
    expect(text).not.toMatch(/at |\.ts|database/i);
    expect(logError).toHaveBeenCalledOnce();
  });

  it('rejects a bad or unknown bearer token with 401', async () => {
    expect((await t.call('GET', '/v1/customer/me', { headers: { Authorization: 'Basic abc' } })).status).toBe(401);
    expect((await t.call('GET', '/v1/customer/me', { token: 'x'.repeat(43) })).body.code).toBe('unauthenticated');
  });
});
