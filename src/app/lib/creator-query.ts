import { queryOptions } from '@tanstack/react-query';
import type { CuppaApi } from '../../core/api/api';
import { queryKeys } from './query-keys';

/** A creator's goal with what was raised toward it (null without one): the profile's, server and browser. */
export function goalQuery(api: CuppaApi, alias: string) {
  return queryOptions({
    queryKey: queryKeys.creators.goal(alias),
    queryFn: ({ signal }) => api.creators.goal(alias, signal),
  });
}

/** The creator behind /{alias}: read by the profile, its tabs and the server's loaders alike. */
export function creatorQuery(api: CuppaApi, alias: string) {
  return queryOptions({
    queryKey: queryKeys.creators.one(alias),
    queryFn: ({ signal }) => api.creators.lookup(alias, signal),
  });
}
