import { miniErrorBodySchema } from '../contract/widget-reads';
import { ApiError, clientErrorMessages } from './api-error';
import { pageDeviceId } from './device-id';
import { errorFromResponse, HTTP_TIMEOUT_MS, readAnswer, type AnswerSchema } from './read-answer';

export interface PublicReadOptions {
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * A GET of public data with plain fetch, for a page that holds no member credentials (the widgets on a
 * host page): the same headers, timeout and errors as the app's client (http-client.ts), without ky.
 */
export function readPublic<T>(url: string, schema: AnswerSchema<T>, options: PublicReadOptions = {}): Promise<T> {
  return callPublic(url, undefined, schema, options);
}

/** A POST of a JSON body to a public route (a crypto tip's intent), as readPublic reads. */
export function postPublic<T>(
  url: string,
  body: unknown,
  schema: AnswerSchema<T>,
  options: PublicReadOptions = {},
): Promise<T> {
  return callPublic(url, body, schema, options);
}

async function callPublic<T>(
  url: string,
  body: unknown,
  schema: AnswerSchema<T>,
  options: PublicReadOptions,
): Promise<T> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? HTTP_TIMEOUT_MS);
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, {
      ...(body === undefined
        ? { headers: { 'Device-Id': pageDeviceId, Accept: 'application/json' } }
        : {
            method: 'POST',
            headers: { 'Device-Id': pageDeviceId, Accept: 'application/json', 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
          }),
      signal: timeout,
    });
  } catch {
    if (timeout.aborted) throw new ApiError({ status: 0, code: 'timeout', message: clientErrorMessages.timeout });
    throw new ApiError({ status: 0, code: 'network', message: clientErrorMessages.network });
  }
  if (!response.ok) throw await errorFromResponse(response, miniErrorBodySchema);
  return readAnswer(response, schema);
}
