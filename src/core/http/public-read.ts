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
export async function readPublic<T>(url: string, schema: AnswerSchema<T>, options: PublicReadOptions = {}): Promise<T> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? HTTP_TIMEOUT_MS);
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, {
      headers: { 'Device-Id': pageDeviceId, Accept: 'application/json' },
      signal: timeout,
    });
  } catch {
    if (timeout.aborted) throw new ApiError({ status: 0, code: 'timeout', message: clientErrorMessages.timeout });
    throw new ApiError({ status: 0, code: 'network', message: clientErrorMessages.network });
  }
  if (!response.ok) throw await errorFromResponse(response, miniErrorBodySchema);
  return readAnswer(response, schema);
}
