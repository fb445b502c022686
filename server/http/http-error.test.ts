import { describe, expect, it } from 'vitest';
import { LedgerError } from '../ledger/ledger-error';
import { HttpError, toHttpError } from './http-error';

describe('toHttpError', () => {
  it('answers a refusal of the ledger with its API error', () => {
    const mapped = toHttpError(new LedgerError({ code: 'insufficient_balance' }));
    expect(mapped).toBeInstanceOf(HttpError);
    expect(mapped?.status).toBe(402);
    expect(mapped?.toBody()).toEqual({
      error: 'Your balance is too low for this: recharge your wallet first',
      code: 'insufficient_balance',
    });
    const capped = toHttpError(new LedgerError({ code: 'daily_limit', cap_cents: 500, spent_cents: 450 }));
    expect(capped?.status).toBe(403);
    expect(capped?.message).toBe('This site may spend up to $5.00 a day for you; $0.50 are left today');
  });

  it('answers a changed price with the price now, beside the error', () => {
    const mapped = toHttpError(new LedgerError({ code: 'price_changed', price_cents: 650, of: 'post' }));
    expect(mapped?.status).toBe(409);
    expect(mapped?.toBody()).toEqual({
      error: 'The price of this post is now $6.50',
      code: 'price_changed',
      price: 6.5,
    });
  });

  it('keeps an HttpError and leaves anything else to the 500 handler', () => {
    const own = new HttpError('not_found', 'Not found');
    expect(toHttpError(own)).toBe(own);
    expect(toHttpError(new Error('boom'))).toBeNull();
  });
});
