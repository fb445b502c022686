import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { MoneyOutcome } from '../ledger/idempotency';
import { HttpError, refusalError } from './http-error';

/**
 * The HTTP side of API.md's Idempotency-Key: the header read from the request, and a money call's
 * outcome answered, the first time and on every replay alike. Claiming the key and keeping its answer
 * happen inside the call's transaction, in the ledger (ledger/idempotency.ts, and postgres-money.ts on
 * PostgreSQL, where the claim is part of the call's one round trip).
 */
export function idempotencyKeyOf(c: Context): string | null {
  const key = c.req.header('Idempotency-Key');
  if (key === undefined) return null;
  if (!/^[\x21-\x7e]{1,255}$/.test(key))
    throw new HttpError('invalid_input', 'The Idempotency-Key header must be 1 to 255 visible characters');
  return key;
}

/**
 * A money call's answer from its outcome: the first time and on every replay alike, so the body is
 * written once. A refusal is API.md's error (answered by the app's error handler); `answered` is a
 * stored answer from before issue 41, sent back as it was.
 */
export async function answerOutcome<F>(
  c: Context,
  outcome: MoneyOutcome<F>,
  status: ContentfulStatusCode,
  body: (facts: F) => unknown,
): Promise<Response> {
  if ('refusal' in outcome) throw refusalError(outcome.refusal);
  if ('answered' in outcome) return c.json(outcome.answered.body, outcome.answered.status as ContentfulStatusCode);
  return c.json(await body(outcome.facts), status);
}
