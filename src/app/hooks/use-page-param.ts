import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { PageTurn } from '../components/pager';

/** `?page=` as a page number: 1 when absent or not one. */
export function readPageParam(params: URLSearchParams): number {
  const raw = Number(params.get('page'));
  return Number.isInteger(raw) && raw > 0 ? raw : 1;
}

/** The list's page lives in the address (`?page=`), so back and reload keep it. */
export function usePageParam(): [number, PageTurn] {
  const [params, setParams] = useSearchParams();
  const page = readPageParam(params);
  const setPage = useCallback<PageTurn>(
    (next, { replace = false } = {}) => {
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          if (next <= 1) copy.delete('page');
          else copy.set('page', String(next));
          return copy;
        },
        { replace },
      );
      window.scrollTo({ top: 0 });
    },
    [setParams],
  );
  return [page, setPage];
}
