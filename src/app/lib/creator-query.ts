import { queryOptions } from '@tanstack/react-query';
import type { CuppaApi } from '../../core/api/api';
import { queryKeys } from './query-keys';

/** The creator behind /{alias}: read by the profile, its tabs and the server's loaders alike. */
export function creatorQuery(api: CuppaApi, alias: string) {
  return queryOptions({
    queryKey: queryKeys.creators.one(alias),
    queryFn: ({ signal }) => api.creators.lookup(alias, signal),
  });
}
