import {
  creatorActivityResponseSchema,
  creatorConnectionsResponseSchema,
  creatorListResponseSchema,
  creatorLookupResponseSchema,
  postListResponseSchema,
  type CreatorListQuery,
  type MediaQuery,
} from '../contract/posts';
import { encodeSegment, type ApiContext } from './api-context';
import { creatorLookupPath } from './creator-lookup-path';

export function createCreatorsApi({ http, product }: ApiContext) {
  return {
    list: (query: CreatorListQuery = {}) =>
      http.request('get', `/v1/${product}/creator/list`, creatorListResponseSchema, { query: { ...query } }),
    lookup: (alias: string, signal?: AbortSignal) =>
      http.request('get', creatorLookupPath(alias), creatorLookupResponseSchema, { signal }),
    media: (creatorId: number, query: MediaQuery) =>
      http.request('get', `/v1/customer/creator/media/${encodeSegment(creatorId)}`, postListResponseSchema, {
        query: { ...query },
      }),
    connections: (creatorId: number) =>
      http.request(
        'get',
        `/v1/customer/creator/connections/${encodeSegment(creatorId)}`,
        creatorConnectionsResponseSchema,
      ),
    activity: (creatorId: number) =>
      http.request('get', `/v1/customer/creator/activity/${encodeSegment(creatorId)}`, creatorActivityResponseSchema),
  };
}
export type CreatorsApi = ReturnType<typeof createCreatorsApi>;
