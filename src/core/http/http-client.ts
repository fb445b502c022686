import ky, { HTTPError, TimeoutError, type KyInstance } from 'ky';
import type { z } from 'zod';
import { errorBodySchema, isErrorCode } from '../contract/common';
import { ApiError, clientErrorMessages } from './api-error';
import { pageDeviceId } from './device-id';

export const HTTP_TIMEOUT_MS = 15_000;

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
}

function toSearchParams(query: Record<string, QueryValue> | undefined): URLSearchParams | undefined {
  if (!query) return undefined;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  return params;
}

async function errorFromResponse(response: Response): Promise<ApiError> {
  const fallback = new ApiError({
    status: response.status,
    code: 'http',
    message: clientErrorMessages.status(response.status),
  });
  let text: string;
  try {
    text = await response.text();
  } catch {
    return fallback;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return fallback;
  }
  const body = errorBodySchema.safeParse(parsed);
  if (!body.success) return fallback;
  const code = body.data.code && isErrorCode(body.data.code) ? body.data.code : 'http';
  return new ApiError({ status: response.status, code, message: body.data.error, fields: body.data.fields });
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
        const apiError = await errorFromResponse(error.response);
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
      const response = await send(method, path, request);
      let text: string;
      try {
        text = await response.text();
      } catch {
        throw new ApiError({ status: 0, code: 'network', message: clientErrorMessages.network });
      }
      let data: unknown;
      try {
        data = text === '' ? undefined : JSON.parse(text);
      } catch {
        throw new ApiError({
          status: response.status,
          code: 'invalid_response',
          message: clientErrorMessages.invalidJson,
        });
      }
      const parsed = schema.safeParse(data);
      if (!parsed.success) {
        throw new ApiError({
          status: response.status,
          code: 'invalid_response',
          message: clientErrorMessages.invalidShape,
        });
      }
      return parsed.data;
    },
  };
}
