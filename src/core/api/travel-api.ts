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
import { encodeSegment, type ApiContext } from './api-context';

export type ServiceTypeFilter = ServiceType | 'all';

/**
 * A service list with the total that decides how many pages there are: each of the merged lists is
 * paged on its own, so the pages run as far as the longest one (for a single list, its total).
 */
export type PagedServiceList = ServiceListResponse & { pageTotal: number };

/** SPEC.md: for type 'all' the three admin lists are read, merged, and their totals summed. */
export function mergeServiceLists(lists: ServiceListResponse[]): PagedServiceList {
  return {
    services: lists.flatMap((list) => list.services),
    total: lists.reduce((sum, list) => sum + list.total, 0),
    pageTotal: Math.max(0, ...lists.map((list) => list.total)),
  };
}

export function createTravelApi({ http }: ApiContext) {
  const adminList = (query: AdminServiceListQuery) =>
    http.request('get', '/v1/admin/service/list', serviceListResponseSchema, { query: { ...query } });

  return {
    home: () => http.request('get', '/v1/travulum/home', travelHomeResponseSchema),
    services: (query: ServiceListQuery = {}) =>
      http.request('get', '/v1/travulum/service/list', serviceListResponseSchema, { query: { ...query } }),
    /** One published service (a draft too, for its host or an admin). */
    publicService: async (id: number) =>
      (await http.request('get', `/v1/travulum/service/${encodeSegment(id)}`, serviceResponseSchema)).service,
    adminServices: async (
      query: Omit<AdminServiceListQuery, 'type'> & { type: ServiceTypeFilter },
    ): Promise<PagedServiceList> => {
      if (query.type !== 'all') return mergeServiceLists([await adminList({ ...query, type: query.type })]);
      return mergeServiceLists(await Promise.all(serviceTypes.map((type) => adminList({ ...query, type }))));
    },
    /** The host's own services, optionally of one type and city. */
    hostServices: (query: ServiceListQuery = {}) =>
      http.request('get', '/v1/host/post/list', serviceListResponseSchema, { query: { ...query } }),
    createService: async (body: ServiceInput) =>
      (await http.request('post', '/v1/host/service', serviceResponseSchema, { json: body })).service,
    /** One service to edit (its host or an admin). */
    service: async (id: number) =>
      (await http.request('get', `/v1/host/service/${encodeSegment(id)}`, serviceResponseSchema)).service,
    patchService: async (id: number, patch: ServicePatch) =>
      (await http.request('patch', `/v1/host/service/${encodeSegment(id)}`, serviceResponseSchema, { json: patch }))
        .service,
  };
}
export type TravelApi = ReturnType<typeof createTravelApi>;
