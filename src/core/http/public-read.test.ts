// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { apiFailure } from '../testing/api-failure';
import { createFakeFetch, json } from '../testing/fake-fetch';
import { pageDeviceId } from './device-id';
import { readPublic } from './public-read';

const schema = z.object({ value: z.number() });
const url = 'http://api.test/api/v1/customer/creator/alice';

describe('readPublic', () => {
  it("sends the page's device id and no credentials, and parses the answer", async () => {
    const fake = createFakeFetch(() => json({ value: 3 }));
    await expect(readPublic(url, schema, { fetch: fake.fetch })).resolves.toEqual({ value: 3 });
    const [request] = fake.requests;
    expect(request?.method).toBe('GET');
    expect(request?.headers.get('Device-Id')).toBe(pageDeviceId);
    expect(request?.headers.get('Accept')).toBe('application/json');
    expect(request?.headers.get('Authorization')).toBeNull();
  });

  it("turns a JSON error body into the server's message and code, as the app's client does", async () => {
    const fake = createFakeFetch(() => json({ error: 'Creator not found', code: 'not_found' }, 404));
    const error = await apiFailure(readPublic(url, schema, { fetch: fake.fetch }));
    expect(error).toMatchObject({ status: 404, code: 'not_found', message: 'Creator not found' });
  });

  it('names the status of an answer without a readable body, and refuses a wrong shape', async () => {
    const broken = createFakeFetch(() => new Response('<html>', { status: 502 }));
    expect(await apiFailure(readPublic(url, schema, { fetch: broken.fetch }))).toMatchObject({
      status: 502,
      code: 'http',
    });
    const wrong = createFakeFetch(() => json({ value: 'three' }));
    expect(await apiFailure(readPublic(url, schema, { fetch: wrong.fetch }))).toMatchObject({
      code: 'invalid_response',
    });
  });

  it("says 'Network Error' when no answer comes, and 'timeout exceeded' after the timeout", async () => {
    const offline = createFakeFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await apiFailure(readPublic(url, schema, { fetch: offline.fetch }))).toMatchObject({
      code: 'network',
      message: 'Network Error',
    });
    const silent = (async (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      )) as typeof fetch;
    expect(await apiFailure(readPublic(url, schema, { fetch: silent, timeoutMs: 30 }))).toMatchObject({
      code: 'timeout',
      message: 'timeout exceeded',
    });
  });
});
