import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/http/api-error';
import { shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('retries network failures and server errors twice, never client errors', () => {
    const network = new ApiError({ status: 0, code: 'network', message: 'Network Error' });
    const server = new ApiError({ status: 503, code: 'http', message: 'down' });
    const missing = new ApiError({ status: 404, code: 'not_found', message: 'Creator not found' });
    expect(shouldRetry(0, network)).toBe(true);
    expect(shouldRetry(1, server)).toBe(true);
    expect(shouldRetry(2, server)).toBe(false);
    expect(shouldRetry(0, missing)).toBe(false);
    expect(shouldRetry(0, new Error('bug'))).toBe(false);
  });
});
