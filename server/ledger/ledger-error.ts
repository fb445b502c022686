import { apiMessages, apiMessageTemplates } from '../../src/core/contract/api-messages';
import { fromCents, type ErrorBody, type ErrorCode } from '../../src/core/contract/common';
import { paymentRefusals } from '../../src/core/contract/money';
import type { CallerRefusal } from '../rows/callers';

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
  | { code: 'price_changed'; price_cents: number; of: 'subscription' | 'post' }
  // Why a call did not run at all: its token, its Idempotency-Key, a tip's reference. Never kept.
  | { code: 'session_ended' }
  | { code: 'embed_scope' }
  | { code: 'idempotency_mismatch' }
  | { code: 'idempotency_in_progress' }
  | { code: 'reference_taken' };

export interface RefusalAnswer {
  code: ErrorCode;
  message: string;
  /** More of the answer's body, beside `error` and `code` (API.md: price_changed's current `price`). */
  details?: Pick<ErrorBody, 'price'>;
}

/** The sentence of a changed price, by what is paid for. */
const priceChanged = {
  post: apiMessageTemplates.postPriceChanged,
  subscription: apiMessageTemplates.subscriptionPriceChanged,
} as const;

/** API.md's code and the member's sentence for each refusal (the contract's words): the one place they meet. */
export function refusalAnswer(refusal: Refusal): RefusalAnswer {
  switch (refusal.code) {
    case 'insufficient_balance':
      return { code: 'insufficient_balance', message: paymentRefusals.lowBalance };
    case 'daily_limit':
      return {
        code: 'daily_limit',
        message: paymentRefusals.dailyLimit(refusal.cap_cents, Math.max(0, refusal.cap_cents - refusal.spent_cents)),
      };
    case 'connection_ended':
      return { code: 'unauthenticated', message: apiMessages.siteDisconnected };
    case 'creator_not_found':
      return { code: 'not_found', message: apiMessages.creatorMissing };
    case 'post_not_found':
      return { code: 'not_found', message: apiMessages.postMissing };
    case 'pay_yourself':
      return { code: 'invalid_input', message: apiMessages.payYourself };
    case 'not_for_sale':
      return { code: 'invalid_input', message: apiMessages.notForSale };
    case 'own_post':
      return { code: 'invalid_input', message: apiMessages.ownPost };
    case 'already_subscribed':
      return { code: 'already_subscribed', message: apiMessages.alreadySubscribed };
    case 'session_ended':
      return { code: 'unauthenticated', message: apiMessages.sessionEnded };
    case 'embed_scope':
      return { code: 'embed_scope', message: apiMessages.embedScope };
    case 'idempotency_mismatch':
      return { code: 'idempotency_mismatch', message: apiMessages.idempotencyMismatch };
    case 'idempotency_in_progress':
      return { code: 'idempotency_in_progress', message: apiMessages.paymentRunning };
    case 'reference_taken':
      return { code: 'conflict', message: apiMessages.referenceTaken };
    case 'price_changed': {
      const price = fromCents(refusal.price_cents);
      return {
        code: 'price_changed',
        message: priceChanged[refusal.of].write(`$${price.toFixed(2)}`),
        details: { price },
      };
    }
  }
}

/**
 * The refusals that stop a call before it runs, a changed price, and a site's connection that ended
 * while the call ran: none is a key's answer (API.md: nothing is stored for a 401). PostgreSQL's calls
 * drop their key's claim for the same ones (postgres-money.ts).
 */
export const unkeptRefusals: ReadonlySet<Refusal['code']> = new Set([
  'price_changed',
  'connection_ended',
  'session_ended',
  'embed_scope',
  'idempotency_mismatch',
  'idempotency_in_progress',
  'reference_taken',
]);

/**
 * API.md: a refusal replays as itself for its key, but a changed price is not kept: the member who
 * accepts the new price sends the call again with the same key, and it runs. Nor is a connection that
 * ended meanwhile: the site connected again sends the call again.
 */
export const isKeptRefusal = (refusal: Refusal): boolean => !unkeptRefusals.has(refusal.code);

/** A refusal thrown by the TypeScript money calls; nothing the call wrote is kept. */
export class LedgerError extends Error {
  readonly refusal: Refusal;

  constructor(refusal: Refusal) {
    super(refusalAnswer(refusal).message);
    this.name = 'LedgerError';
    this.refusal = refusal;
  }
}

/** Why a money call's token let it run nothing, as the same refusal resolvePrincipal and requireUser give. */
export const callerError = (refusal: CallerRefusal): LedgerError => new LedgerError({ code: refusal });
