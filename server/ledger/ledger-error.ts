import { fromCents, type ErrorCode } from '../../src/core/contract/common';

/**
 * A rule of a money call saying no, as both engines' money calls give it (money-calls.ts runs the rules
 * in TypeScript, postgres-money.ts in PostgreSQL): the facts the member's answer is made of. A refusal
 * is its Idempotency-Key's answer, kept as these facts, except a changed price (isKeptRefusal).
 */
export type Refusal =
  | { code: 'insufficient_balance' }
  | { code: 'daily_limit'; cap_cents: number; spent_cents: number }
  | { code: 'connection_ended' }
  | { code: 'creator_not_found' }
  | { code: 'post_not_found' }
  | { code: 'pay_yourself' }
  | { code: 'not_for_sale' }
  | { code: 'own_post' }
  | { code: 'already_subscribed' }
  | { code: 'price_changed'; price_cents: number };

export interface RefusalAnswer {
  code: ErrorCode;
  message: string;
  /** More of the answer's body, beside `error` and `code`. */
  details?: Record<string, unknown>;
}

const dollars = (cents: number) => fromCents(cents).toFixed(2);

/** API.md's code and the member's sentence for each refusal: the one place they are written. */
export function refusalAnswer(refusal: Refusal): RefusalAnswer {
  switch (refusal.code) {
    case 'insufficient_balance':
      return { code: 'insufficient_balance', message: 'Your balance is too low for this: recharge your wallet first' };
    case 'daily_limit':
      return {
        code: 'daily_limit',
        message: `This site may spend up to ${dollars(refusal.cap_cents)} dollars a day for you; ${dollars(Math.max(0, refusal.cap_cents - refusal.spent_cents))} are left today`,
      };
    case 'connection_ended':
      return { code: 'unauthenticated', message: 'This site is no longer connected: connect it again' };
    case 'creator_not_found':
      return { code: 'not_found', message: 'This creator does not exist' };
    case 'post_not_found':
      return { code: 'not_found', message: 'This post does not exist or was deleted' };
    case 'pay_yourself':
      return { code: 'invalid_input', message: 'You cannot pay yourself' };
    case 'not_for_sale':
      return { code: 'invalid_input', message: 'This post is not for sale' };
    case 'own_post':
      return { code: 'invalid_input', message: 'You wrote this post' };
    case 'already_subscribed':
      return { code: 'already_subscribed', message: 'You are already subscribed to this creator' };
    case 'price_changed':
      return {
        code: 'price_changed',
        message: `The price is now $${dollars(refusal.price_cents)}`,
        details: { price: fromCents(refusal.price_cents) },
      };
  }
}

/**
 * API.md: a refusal replays as itself for its key, but a changed price is not kept: the member who
 * accepts the new price sends the call again with the same key, and it runs.
 */
export const isKeptRefusal = (refusal: Refusal): boolean => refusal.code !== 'price_changed';

/** A refusal thrown by the TypeScript money calls; nothing the call wrote is kept. */
export class LedgerError extends Error {
  readonly refusal: Refusal;

  constructor(refusal: Refusal) {
    super(refusalAnswer(refusal).message);
    this.name = 'LedgerError';
    this.refusal = refusal;
  }
}
