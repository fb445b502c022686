import type { ErrorCode } from '../contract/common';

/** The codes the client gives to failures that never reached a JSON answer. */
export const clientErrorCodes = ['network', 'timeout', 'aborted', 'http', 'invalid_response'] as const;
export type ClientErrorCode = (typeof clientErrorCodes)[number];

/** The server's codes plus the client's own. */
export type ApiErrorCode = ErrorCode | ClientErrorCode;

export const clientErrorMessages = {
  network: 'Network Error',
  timeout: 'timeout exceeded',
  aborted: 'request aborted',
  invalidJson: 'The server sent a response that could not be read',
  invalidShape: 'The server sent an unexpected response',
  status: (status: number) => `request failed with status code ${status}`,
} as const;

/** The one error type callers of the API ever see. `status` is 0 when no HTTP answer arrived. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fields: Readonly<Record<string, string>>;
  /** With 409 price_changed: the price now (API.md), for the question the member is asked again. */
  readonly price: number | null;

  constructor(init: {
    status: number;
    code: ApiErrorCode;
    message: string;
    fields?: Record<string, string>;
    price?: number;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? {};
    this.price = init.price ?? null;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** Keys of the common namespace for the failures the client itself names. */
export type ClientErrorKey =
  'errors.network' | 'errors.timeout' | 'errors.aborted' | 'errors.status' | 'errors.invalidResponse';

const clientErrorKeys: Record<ClientErrorCode, ClientErrorKey> = {
  network: 'errors.network',
  timeout: 'errors.timeout',
  aborted: 'errors.aborted',
  http: 'errors.status',
  invalid_response: 'errors.invalidResponse',
};

/**
 * What to translate for a failure that never reached a JSON answer: `message` above is English (the
 * words of SPEC.md section 8, for logs and events), the reader sees this key in their language. Null
 * for the server's own answers, whose message is the server's.
 */
export function clientErrorText(error: ApiError): { key: ClientErrorKey; status: number } | null {
  const key = (clientErrorKeys as Partial<Record<ApiErrorCode, ClientErrorKey>>)[error.code];
  return key ? { key, status: error.status } : null;
}

/** The price a money call was refused for having changed to (409 price_changed), or null for any other failure. */
export function changedPrice(error: unknown): number | null {
  return isApiError(error) && error.code === 'price_changed' ? error.price : null;
}
