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

export function createCreatorsApi({ http, product }: ApiContext) {
  return {
    list: (query: CreatorListQuery = {}) =>
      http.request('get', `/v1/${product}/creator/list`, creatorListResponseSchema, { query: { ...query } }),
    /** Aliases are matched case-insensitively; the client sends them lower-cased (SPEC.md section 7). */
    lookup: (alias: string, signal?: AbortSignal) =>
      http.request('get', `/v1/customer/creator/${encodeSegment(alias.toLowerCase())}`, creatorLookupResponseSchema, {
        signal,
      }),
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
