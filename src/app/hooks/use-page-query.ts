import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';

/**
 * One page of a paged list: while the next page loads, the page before stays on screen, so the list and
 * its pager do not jump to a loading state at every step.
 */
export function usePageQuery<T>(queryKey: QueryKey, queryFn: () => Promise<T>) {
  return useQuery({ queryKey, queryFn, placeholderData: keepPreviousData });
}
