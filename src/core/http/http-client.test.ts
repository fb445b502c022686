// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiFailure } from '../testing/api-failure';
import { createFakeFetch, json } from '../testing/fake-fetch';
import { createHttpClient, type HttpClientOptions } from './http-client';

const schema = z.object({ value: z.number() });

function client(handler: Parameters<typeof createFakeFetch>[0], options: Partial<HttpClientOptions> = {}) {
  const fake = createFakeFetch(handler);
  const http = createHttpClient({
    apiBase: 'http://api.test/api/',
    getToken: () => null,
    fetch: fake.fetch,
    ...options,
  });
  return { http, requests: fake.requests };
}

describe('http client', () => {
  it('sends the device id, bearer token, idempotency key and query, and parses the answer', async () => {
    const { http, requests } = client(() => json({ value: 1, extra: true }), {
      getToken: () => 'tok',
      deviceId: 'dev-1',
    });
    const result = await http.request('post', '/v1/x', schema, {
      query: { page: 2, q: 'a b', skip: undefined, none: null },
      json: { a: 1 },
      idempotencyKey: 'key-1',
    });
    expect(result).toEqual({ value: 1 });
    const [request] = requests;
    expect(request?.url.toString()).toBe('http://api.test/api/v1/x?page=2&q=a+b');
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('Device-Id')).toBe('dev-1');
    expect(request?.headers.get('Authorization')).toBe('Bearer tok');
    expect(request?.headers.get('Idempotency-Key')).toBe('key-1');
    expect(request?.headers.get('Content-Type')).toContain('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({ a: 1 });
  });

  it('sends no Authorization header without a session and one device id per page', async () => {
    const { http, requests } = client(() => json({ value: 1 }));
    await http.request('get', '/v1/a', schema);
    await http.request('get', '/v1/b', schema);
    expect(requests[0]?.headers.get('Authorization')).toBeNull();
    expect(requests[0]?.headers.get('Device-Id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(requests[1]?.headers.get('Device-Id')).toBe(requests[0]?.headers.get('Device-Id'));
  });

  it("turns a JSON error body into the server's message, code and fields", async () => {
    const { http } = client(() =>
      json({ error: 'That alias is taken', code: 'alias_taken', fields: { alias: 'That alias is taken' } }, 409),
    );
    const error = await apiFailure(http.request('patch', '/v1/p', schema));
    expect(error).toMatchObject({ status: 409, code: 'alias_taken', message: 'That alias is taken' });
    expect(error.fields).toEqual({ alias: 'That alias is taken' });
  });

  it('names the status when a failure has no readable body', async () => {
    const { http } = client(() => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    expect(await apiFailure(http.request('get', '/v1/x', schema))).toMatchObject({
      status: 502,
      code: 'http',
      message: 'request failed with status code 502',
    });
  });

  it('keeps unknown server codes out of the typed codes', async () => {
    const { http } = client(() => json({ error: 'Teapot', code: 'teapot' }, 418));
    expect(await apiFailure(http.request('get', '/v1/x', schema))).toMatchObject({ code: 'http', message: 'Teapot' });
    // A name on Object.prototype is not a code either.
    const proto = client(() => json({ error: 'Odd', code: 'toString' }, 400)).http;
    expect(await apiFailure(proto.request('get', '/v1/x', schema))).toMatchObject({ code: 'http' });
  });

  it('reports malformed JSON and schema mismatches as ApiErrors', async () => {
    const malformed = client(() => new Response('{"value":', { status: 200 }));
    expect(await apiFailure(malformed.http.request('get', '/v1/x', schema))).toMatchObject({
      status: 200,
      code: 'invalid_response',
    });
    const mismatch = client(() => json({ value: 'one' }));
    expect(await apiFailure(mismatch.http.request('get', '/v1/x', schema))).toMatchObject({
      code: 'invalid_response',
      message: 'The server sent an unexpected response',
    });
  });

  it("says 'Network Error' when the request never reaches a server", async () => {
    const { http } = client(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await apiFailure(http.request('get', '/v1/x', schema))).toMatchObject({
      status: 0,
      code: 'network',
      message: 'Network Error',
    });
  });

  it("says 'timeout exceeded' after the timeout", async () => {
    const { http } = client(() => new Promise<Response>(() => {}), { timeoutMs: 30 });
    expect(await apiFailure(http.request('get', '/v1/x', schema))).toMatchObject({
      status: 0,
      code: 'timeout',
      message: 'timeout exceeded',
    });
  });

  it('uses a 15 second timeout by default', async () => {
    const { HTTP_TIMEOUT_MS } = await import('./http-client');
    expect(HTTP_TIMEOUT_MS).toBe(15_000);
  });

  it('ends the session when a call made with a token is refused as unauthenticated', async () => {
    const onUnauthorized = vi.fn();
    const withToken = client(() => json({ error: 'Sign in again', code: 'unauthenticated' }, 401), {
      getToken: () => 'expired',
      onUnauthorized,
    });
    await apiFailure(withToken.http.request('get', '/v1/customer/me', schema));
    expect(onUnauthorized).toHaveBeenCalledOnce();

    const anonymous = client(() => json({ error: 'Sign in', code: 'unauthenticated' }, 401), { onUnauthorized });
    await apiFailure(anonymous.http.request('get', '/v1/customer/me', schema));
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('sends multipart bodies as they are', async () => {
    const { http, requests } = client(() => json({ value: 1 }));
    const form = new FormData();
    form.set('is_public', 'yes');
    await http.request('post', '/v1/upload', schema, { form });
    expect(requests[0]?.headers.get('Content-Type')).toContain('multipart/form-data');
    expect(requests[0]?.body).toContain('is_public');
  });
});
