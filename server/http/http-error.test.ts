import { describe, expect, it } from 'vitest';
import { LedgerError } from '../ledger/ledger-error';
import { HttpError, toHttpError } from './http-error';

describe('toHttpError', () => {
  it('answers a refusal of the ledger with its API error', () => {
    const mapped = toHttpError(new LedgerError('insufficient_balance', 'Your balance is too low'));
    expect(mapped).toBeInstanceOf(HttpError);
    expect(mapped?.status).toBe(402);
    expect(mapped?.toBody()).toEqual({ error: 'Your balance is too low', code: 'insufficient_balance' });
    expect(toHttpError(new LedgerError('daily_limit', 'Enough for today'))?.status).toBe(403);
  });

  it('keeps an HttpError and leaves anything else to the 500 handler', () => {
    const own = new HttpError('not_found', 'Not found');
    expect(toHttpError(own)).toBe(own);
    expect(toHttpError(new Error('boom'))).toBeNull();
  });
});
