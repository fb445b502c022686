import { newIdempotencyKey } from '../ids/random-id';
import { isApiError } from './api-error';

/**
 * Whether a money call's failure is the server's last word on its key. The API stores a refusal as the
 * key's answer (API.md, as Stripe): asking again with the same key replays it, even after a recharge.
 * So an action that was answered, yes or no, ends, and the next press is a new action with a new key.
 * What got no answer (no connection, a timeout, a 5xx), an answer we could not read (a success, maybe),
 * or is still running (409 in progress) may have moved money: a retry must send the same key, so it
 * moves money once.
 */
export function endsAction(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.status === 0 || error.status >= 500) return false;
  return error.code !== 'idempotency_in_progress' && error.code !== 'invalid_response';
}

/** The Idempotency-Key of one money action: the same for a retry of the same request, new after an answer. */
export function createIdempotencyKeys() {
  let current: { body: string; key: string } | null = null;
  return {
    /** The key for this request: the one already in use when it is a retry of the same body. */
    keyFor(body: unknown): string {
      const text = JSON.stringify(body ?? null);
      if (current?.body !== text) current = { body: text, key: newIdempotencyKey() };
      return current.key;
    },
    /** After the call: pass nothing on success, or the error. */
    settle(error?: unknown): void {
      if (error === undefined || endsAction(error)) current = null;
    },
  };
}
export type IdempotencyKeys = ReturnType<typeof createIdempotencyKeys>;
