import { queryOptions } from '@tanstack/react-query';
import type { CuppaApi } from '../../../core/api/api';
import { readPageParam } from '../../hooks/use-page-param';
import { queryKeys } from '../../lib/query-keys';
import { serverLoader } from '../../lib/server-loader';

export const CREATORS_PAGE_SIZE = 10;

/** /creators' list: a search (`?q=`) and a page, read by the page and its server loader alike. */
export function creatorsQuery(api: CuppaApi, { q, page }: { q: string; page: number }) {
  return queryOptions({
    queryKey: queryKeys.creators.list({ q, page }),
    queryFn: () => api.creators.list({ ...(q ? { q } : {}), page, per_page: CREATORS_PAGE_SIZE }),
  });
}

/** The search as the address holds it. */
export function readCreatorsSearch(params: URLSearchParams): string {
  return params.get('q')?.trim() ?? '';
}

export const creatorsLoader = serverLoader(({ api, queryClient }, { request }) => {
  const params = new URL(request.url).searchParams;
  return queryClient.fetchQuery(creatorsQuery(api, { q: readCreatorsSearch(params), page: readPageParam(params) }));
});
