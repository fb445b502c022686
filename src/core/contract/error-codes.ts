/** Every machine code API.md names, with its HTTP status: the one place the API's codes are declared. */
export const errorStatus = {
  invalid_input: 400,
  unauthenticated: 401,
  insufficient_balance: 402,
  forbidden: 403,
  embed_scope: 403,
  daily_limit: 403,
  not_found: 404,
  conflict: 409,
  already_subscribed: 409,
  alias_taken: 409,
  idempotency_in_progress: 409,
  price_changed: 409,
  gone: 410,
  too_large: 413,
  unsupported_type: 415,
  idempotency_mismatch: 422,
  rate_limited: 429,
  internal: 500,
} as const;
export type ErrorCode = keyof typeof errorStatus;
/** The same codes as a list, derived so a new code needs one line above and nothing else. */
export const apiErrorCodes = Object.keys(errorStatus) as ErrorCode[];

export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(errorStatus, value);
}
