import { expect, vi } from 'vitest';
import { loaderPolicy } from '../i18n/i18n-init';

/**
 * SPEC.md's loader policy on fake timers: a failed locale file is asked again after 350 ms, the delay
 * doubling, at most `loaderPolicy.maxRetries` times, then never again. `calls` counts the file's requests.
 */
export async function expectLoaderRetries(calls: () => number): Promise<void> {
  await vi.advanceTimersByTimeAsync(0);
  expect(calls()).toBe(1);
  await vi.advanceTimersByTimeAsync(349);
  expect(calls()).toBe(1);
  await vi.advanceTimersByTimeAsync(1);
  expect(calls()).toBe(2);
  await vi.advanceTimersByTimeAsync(700);
  expect(calls()).toBe(3);
  await vi.advanceTimersByTimeAsync(1400 + 2800 + 5600);
  expect(calls()).toBe(1 + loaderPolicy.maxRetries);
  await vi.advanceTimersByTimeAsync(60_000);
  expect(calls()).toBe(6);
}
