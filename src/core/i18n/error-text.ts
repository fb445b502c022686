import type { ErrorCode } from '../contract/error-codes';
import { clientErrorText, isApiError, type ClientErrorKey } from '../http/api-error';
import { apiMessageKey, type ApiMessageKey } from './api-message-key';
import { fieldKey, type RuleKey } from './issue-key';

export type ErrorTextKey = ClientErrorKey | ApiMessageKey | RuleKey | 'errors.generic';

export interface ErrorText {
  key: ErrorTextKey;
  values: Record<string, string | number>;
  /** The API's own English words, which an English reader reads rather than the code's text. */
  english?: string;
}

/**
 * What to tell a reader about a failure, as a key of the common namespace: a failure the client names
 * (network, timeout, a bare status); a sentence of the API's catalogue; a contract rule the API named
 * in its `fields`; else the code's text (and the API's own words for English). Anything that is no
 * API error is 'Something went wrong'.
 */
export function errorText(error: unknown): ErrorText {
  if (!isApiError(error)) return { key: 'errors.generic', values: {} };
  const client = clientErrorText(error);
  if (client) return { key: client.key, values: { status: client.status } };
  const said = apiMessageKey(error.message);
  if (said) return said;
  const field = Object.values(error.fields)[0];
  if (field !== undefined) return { key: fieldKey(field), values: {} };
  return { key: `apiErrors.codes.${error.code as ErrorCode}`, values: {}, english: error.message };
}
