import {
  creatorActivityResponseSchema,
  creatorConnectionsResponseSchema,
  creatorListResponseSchema,
  creatorLookupResponseSchema,
  postListResponseSchema,
  type CreatorListQuery,
  type MediaQuery,
} from '../contract/posts';
import { goalResponseSchema, supportersResponseSchema } from '../contract/supporters';
import { encodeSegment, type ApiContext } from './api-context';
import { creatorLookupPath } from './creator-lookup-path';
import { creatorGoalPath, creatorSupportersPath } from './creator-support-paths';

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
    goal: async (alias: string, signal?: AbortSignal) =>
      (await http.request('get', creatorGoalPath(alias), goalResponseSchema, { signal })).goal,
    supporters: async (alias: string, limit: number) =>
      (await http.request('get', creatorSupportersPath(alias), supportersResponseSchema, { query: { limit } }))
        .supporters,
    activity: (creatorId: number) =>
      http.request('get', `/v1/customer/creator/activity/${encodeSegment(creatorId)}`, creatorActivityResponseSchema),
  };
}
export type CreatorsApi = ReturnType<typeof createCreatorsApi>;
