import { isErrorCode } from '../contract/error-codes';
import { ApiError, clientErrorMessages } from './api-error';

/** How long any call may take before it is a 'timeout' ApiError. */
export const HTTP_TIMEOUT_MS = 15_000;

/** Any schema that parses an answer: the contract's (classic zod) or the widgets' lean ones (zod/mini). */
export interface AnswerSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

/** What an error answer's body holds (API.md); the caller brings the schema, so each page loads one zod. */
export interface ErrorBodyShape {
  error: string;
  code?: string;
  fields?: Record<string, string>;
  price?: number;
}

/**
 * An error answer as an ApiError, whatever made the request: the app's ky client and the widgets' plain
 * fetch share this and readAnswer (without ky, whose 6 KB the host page would load before any interaction).
 */
export async function errorFromResponse(
  response: Response,
  errorBodySchema: AnswerSchema<ErrorBodyShape>,
): Promise<ApiError> {
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
  const { error: message, fields, price } = body.data;
  return new ApiError({ status: response.status, code, message, fields, price });
}

/** A successful answer's body, parsed with its schema; what cannot be read is an ApiError. */
export async function readAnswer<T>(response: Response, schema: AnswerSchema<T>): Promise<T> {
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
    throw new ApiError({ status: response.status, code: 'invalid_response', message: clientErrorMessages.invalidJson });
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
}
