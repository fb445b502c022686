import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ServiceType } from '../../../core/contract/travel';
import type { ServiceTypeFilter } from '../../../core/api/travel-api';
import { useAppServices } from '../../boot/app-context';
import { queryKeys } from '../../lib/query-keys';
import { usePageQuery } from '../../hooks/use-page-query';

/** Every travel query lives under this key, so one invalidation refreshes them after a change. */

export interface ListFilters {
  type: ServiceTypeFilter;
  cityId: number | null;
  page: number;
}

/** 'all' and 'any city' are the absence of a filter in API.md's query. */
export function toListQuery({ type, cityId, page }: ListFilters): {
  type?: ServiceType;
  city_id?: number;
  page: number;
} {
  return { ...(type === 'all' ? {} : { type }), ...(cityId === null ? {} : { city_id: cityId }), page };
}

export function useTravelHome() {
  const { api } = useAppServices();
  return useQuery({ queryKey: queryKeys.travel.home, queryFn: () => api.travel.home() });
}

export function usePublicServices(filters: ListFilters) {
  const { api } = useAppServices();
  return usePageQuery(queryKeys.travel.public(filters), () => api.travel.services(toListQuery(filters)));
}

export function usePublicService(id: number) {
  const { api } = useAppServices();
  return useQuery({ queryKey: queryKeys.travel.service(id), queryFn: () => api.travel.publicService(id) });
}

/** Admins read every host's services (type 'all' merges the three admin lists); a host reads their own. */
export function useManagedServices(filters: ListFilters, scope: 'admin' | 'own') {
  const { api } = useAppServices();
  return useQuery({
    queryKey: queryKeys.travel.managed(scope, filters),
    queryFn: async () => {
      if (scope === 'admin') {
        return api.travel.adminServices({
          type: filters.type,
          page: filters.page,
          ...(filters.cityId === null ? {} : { city_id: filters.cityId }),
        });
      }
      const list = await api.travel.hostServices(toListQuery(filters));
      return { ...list, pageTotal: list.total };
    },
    placeholderData: keepPreviousData,
  });
}

export function useEditableService(id: number) {
  const { api } = useAppServices();
  return useQuery({ queryKey: queryKeys.travel.editable(id), queryFn: () => api.travel.service(id) });
}

export function useOwnServices(page: number) {
  const { api } = useAppServices();
  return usePageQuery(queryKeys.travel.own(page), () => api.travel.hostServices({ page }));
}
