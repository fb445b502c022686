import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/common.json';
import { ApiError, clientErrorText } from './api-error';

describe('clientErrorText', () => {
  it('gives a translation key for each failure the client names, with its status', () => {
    const failure = (code: 'network' | 'timeout' | 'aborted' | 'http' | 'invalid_response', status = 0) =>
      clientErrorText(new ApiError({ status, code, message: 'English' }));
    expect(failure('network')).toEqual({ key: 'errors.network', status: 0 });
    expect(failure('timeout')?.key).toBe('errors.timeout');
    expect(failure('aborted')?.key).toBe('errors.aborted');
    expect(failure('http', 502)).toEqual({ key: 'errors.status', status: 502 });
    expect(failure('invalid_response')?.key).toBe('errors.invalidResponse');
  });

  it("leaves the server's own answers to the server's message", () => {
    expect(clientErrorText(new ApiError({ status: 402, code: 'insufficient_balance', message: 'Top up' }))).toBeNull();
  });

  it('keeps SPEC.md section 8’s English words for the network failures', () => {
    expect(en.errors.network).toBe('Network Error');
    expect(en.errors.timeout).toBe('timeout exceeded');
    expect(en.errors.status).toBe('request failed with status code {{status}}');
  });
});
