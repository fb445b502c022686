// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from './app';
import { DEMO_PASSWORD } from './db/seed';
import { createServerContext } from './server-context';
import { startTestApi, type TestApi } from './testing/test-api';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

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
    expect(preflight.headers.get('Access-Control-Allow-Credentials')).toBeNull();
  });

  it('answers nothing but 503 until its database is migrated and seeded, then is ready', async () => {
    const early: { health?: Response; signIn?: Response } = {};
    const starting = await startTestApi({
      onListening: async (url) => {
        early.health = await fetch(`${url}/api/health`);
        early.signIn = await fetch(`${url}/api/v1/auth/sign-in`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'member@cuppa.test', password: DEMO_PASSWORD }),
        });
      },
    });
    try {
      expect(early.health?.status).toBe(503);
      expect(early.signIn?.status).toBe(503);
      expect(early.signIn?.headers.get('Retry-After')).toBe('1');
      expect(await early.signIn?.json()).toMatchObject({ code: 'unavailable' });
      expect((await starting.call('GET', '/health')).body).toEqual({ ok: true });
      expect(
        (
          await starting.call('POST', '/v1/auth/sign-in', {
            json: { email: 'member@cuppa.test', password: DEMO_PASSWORD },
          })
        ).status,
      ).toBe(200);
    } finally {
      await starting.close();
    }
  });

  it('answers unknown paths with the JSON error', async () => {
    expect(await t.call('GET', '/v1/nope')).toMatchObject({
      status: 404,
      body: { error: 'Not found', code: 'not_found' },
    });
  });

  it('refuses bodies over 1 MB with 413', async () => {
    const result = await t.call('POST', '/v1/auth/sign-in', {
      body: 'x'.repeat(1024 * 1024 + 10),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(result).toMatchObject({ status: 413, body: { code: 'too_large' } });
  });

  it('answers malformed JSON with 400', async () => {
    const result = await t.call('POST', '/v1/auth/sign-in', {
      body: '{"email":',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(result).toMatchObject({
      status: 400,
      body: { code: 'invalid_input', error: 'The request body is not valid JSON' },
    });
  });

  it('names every invalid field', async () => {
    const result = await t.call('POST', '/v1/auth/sign-up', {
      json: { first_name: '', email: 'nope', password: 'short' },
    });
    expect(result.status).toBe(400);
    expect(Object.keys(result.body.fields)).toEqual(
      expect.arrayContaining(['first_name', 'last_name', 'email', 'password']),
    );
  });

  it('never leaks a stack trace in a 500', async () => {
    const logError = vi.fn();
    const ctx = createServerContext({ database: ':memory:', publicUrl: 'http://x.test', logError });
    const app = createApp(ctx);
    ctx.ready = true;
    ctx.db.close(); // every query now throws
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
