import ky, { HTTPError, TimeoutError, type KyInstance } from 'ky';
import type { z } from 'zod';
import { errorBodySchema } from '../contract/common';
import { ApiError, clientErrorMessages } from './api-error';
import { pageDeviceId } from './device-id';
import { errorFromResponse, HTTP_TIMEOUT_MS, readAnswer } from './read-answer';

export { HTTP_TIMEOUT_MS } from './read-answer';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  json?: unknown;
  form?: FormData;
  /** Sent on every call that moves money; keep the same key when retrying one action. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

export interface HttpClientOptions {
  apiBase: string;
  getToken: () => string | null;
  /** Told when a call made with a token is refused as unauthenticated (expired or revoked). */
  onUnauthorized?: () => void;
  deviceId?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export type Method = 'get' | 'post' | 'patch' | 'delete';

export interface HttpClient {
  request<S extends z.ZodType>(method: Method, path: string, schema: S, options?: RequestOptions): Promise<z.output<S>>;
  /** A GET whose answer is a file (the earnings' CSV): its bytes, as they came. */
  file(path: string, options?: Pick<RequestOptions, 'query' | 'signal'>): Promise<Blob>;
}

function toSearchParams(query: Record<string, QueryValue> | undefined): URLSearchParams | undefined {
  if (!query) return undefined;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  return params;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** One ky instance for the whole page; every answer is parsed with its contract schema here. */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const base = options.apiBase.replace(/\/+$/, '');
  const instance: KyInstance = ky.create({
    timeout: options.timeoutMs ?? HTTP_TIMEOUT_MS,
    retry: 0,
    throwHttpErrors: true,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        (request) => {
          request.headers.set('Device-Id', options.deviceId ?? pageDeviceId);
          request.headers.set('Accept', 'application/json');
          const token = options.getToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
    },
  });

  async function send(method: Method, path: string, request: RequestOptions): Promise<Response> {
    const headers: Record<string, string> = {};
    if (request.idempotencyKey) headers['Idempotency-Key'] = request.idempotencyKey;
    const hadToken = options.getToken() !== null;
    try {
      return await instance(`${base}${path.startsWith('/') ? path : `/${path}`}`, {
        method,
        headers,
        searchParams: toSearchParams(request.query),
        ...(request.form ? { body: request.form } : request.json !== undefined ? { json: request.json } : {}),
        signal: request.signal,
      });
    } catch (error) {
      if (error instanceof HTTPError) {
        const apiError = await errorFromResponse(error.response, errorBodySchema);
        if (apiError.status === 401 && hadToken) options.onUnauthorized?.();
        throw apiError;
      }
      if (error instanceof TimeoutError) {
        throw new ApiError({ status: 0, code: 'timeout', message: clientErrorMessages.timeout });
      }
      if (isAbort(error) || request.signal?.aborted) {
        throw new ApiError({ status: 0, code: 'aborted', message: clientErrorMessages.aborted });
      }
      throw new ApiError({ status: 0, code: 'network', message: clientErrorMessages.network });
    }
  }

  return {
    async request(method, path, schema, request = {}) {
      return readAnswer(await send(method, path, request), schema);
    },
    async file(path, request = {}) {
      const response = await send('get', path, request);
      try {
        return await response.blob();
      } catch {
        throw new ApiError({ status: 0, code: 'network', message: clientErrorMessages.network });
      }
    },
  };
}
