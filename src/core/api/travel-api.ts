import {
  serviceListResponseSchema,
  serviceResponseSchema,
  serviceTypes,
  travelHomeResponseSchema,
  type AdminServiceListQuery,
  type ServiceInput,
  type ServiceListQuery,
  type ServiceListResponse,
  type ServicePatch,
  type ServiceType,
} from '../contract/travel';
import type { PageQuery } from '../contract/common';
import { encodeSegment, type ApiContext } from './api-context';

export type ServiceTypeFilter = ServiceType | 'all';

/** SPEC.md: for type 'all' the three admin lists are read, merged, and their totals summed. */
export function mergeServiceLists(lists: ServiceListResponse[]): ServiceListResponse {
  return {
    services: lists.flatMap((list) => list.services),
    total: lists.reduce((sum, list) => sum + list.total, 0),
  };
}

export function createTravelApi({ http }: ApiContext) {
  const adminList = (query: AdminServiceListQuery) =>
    http.request('get', '/v1/admin/service/list', serviceListResponseSchema, { query: { ...query } });

  return {
    home: () => http.request('get', '/v1/travulum/home', travelHomeResponseSchema),
    services: (query: ServiceListQuery = {}) =>
      http.request('get', '/v1/travulum/service/list', serviceListResponseSchema, { query: { ...query } }),
    adminServices: async (query: Omit<AdminServiceListQuery, 'type'> & { type: ServiceTypeFilter }) => {
      if (query.type !== 'all') return adminList({ ...query, type: query.type });
      return mergeServiceLists(await Promise.all(serviceTypes.map((type) => adminList({ ...query, type }))));
    },
    hostServices: (query: PageQuery = {}) =>
      http.request('get', '/v1/host/post/list', serviceListResponseSchema, { query: { ...query } }),
    createService: async (body: ServiceInput) =>
      (await http.request('post', '/v1/host/service', serviceResponseSchema, { json: body })).service,
    service: async (id: number) =>
      (await http.request('get', `/v1/host/service/${encodeSegment(id)}`, serviceResponseSchema)).service,
    patchService: async (id: number, patch: ServicePatch) =>
      (await http.request('patch', `/v1/host/service/${encodeSegment(id)}`, serviceResponseSchema, { json: patch }))
        .service,
  };
}
export type TravelApi = ReturnType<typeof createTravelApi>;
