import { expect } from 'vitest';
import { ApiError } from '../http/api-error';

/** The ApiError a call fails with; a call that succeeds fails the test. */
export async function apiFailure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}
