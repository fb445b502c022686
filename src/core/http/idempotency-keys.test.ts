import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createIdempotencyKeys, endsAction } from './idempotency-keys';

const refused = new ApiError({ status: 402, code: 'insufficient_balance', message: 'Not enough money' });
const offline = new ApiError({ status: 0, code: 'network', message: 'offline' });

describe('one money action’s Idempotency-Key', () => {
  it('is kept for a retry that got no answer, so money moves once', () => {
    const keys = createIdempotencyKeys();
    const first = keys.keyFor({ amount: 5 });
    keys.settle(offline);
    expect(keys.keyFor({ amount: 5 })).toBe(first);
    keys.settle(new ApiError({ status: 503, code: 'internal', message: 'down' }));
    expect(keys.keyFor({ amount: 5 })).toBe(first);
    keys.settle(new ApiError({ status: 409, code: 'idempotency_in_progress', message: 'running' }));
    expect(keys.keyFor({ amount: 5 })).toBe(first);
  });

  it('is new after a refusal: the server would replay the refusal for the old key, even after a recharge', () => {
    const keys = createIdempotencyKeys();
    const first = keys.keyFor({ amount: 5 });
    keys.settle(refused);
    expect(keys.keyFor({ amount: 5 })).not.toBe(first);
  });

  it('is new after a success, and for another request', () => {
    const keys = createIdempotencyKeys();
    const first = keys.keyFor({ amount: 5 });
    keys.settle();
    const second = keys.keyFor({ amount: 5 });
    expect(second).not.toBe(first);
    expect(keys.keyFor({ amount: 6 })).not.toBe(second);
  });

  it('treats only an API answer below 500 as final', () => {
    expect(endsAction(refused)).toBe(true);
    expect(endsAction(new ApiError({ status: 403, code: 'daily_limit', message: 'cap' }))).toBe(true);
    expect(endsAction(offline)).toBe(false);
    expect(endsAction(new ApiError({ status: 201, code: 'invalid_response', message: 'garbled' }))).toBe(false);
    expect(endsAction(new Error('bug'))).toBe(false);
  });
});
