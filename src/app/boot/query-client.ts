import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../core/http/api-error';

/** Answers that will not change on a retry (4xx) fail at once; network and 5xx get two more tries. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (!isApiError(error)) return false;
  return error.status === 0 || error.status >= 500;
}

/** One cache per app load. Money moves are mutations, never retried by the cache. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
