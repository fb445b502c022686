import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { serviceTypeSchema } from '../../../core/contract/travel';
import type { ServiceTypeFilter } from '../../../core/api/travel-api';
import type { ListFilters } from './travel-queries';

/** API.md: 10 a page unless `per_page` says otherwise; the travel pages keep the default. */
export const PAGE_SIZE = 10;

const positive = (raw: string | null): number | null => {
  const value = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  return value >= 1 ? value : null;
};

export function parseTypeFilter(raw: string | null | undefined): ServiceTypeFilter | null {
  if (raw === 'all') return 'all';
  const parsed = serviceTypeSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** Filters read from `?type=&city=&page=`; anything unreadable falls back to no filter, page 1. */
export function readListFilters(params: URLSearchParams, fixedType?: ServiceTypeFilter): ListFilters {
  return {
    type: fixedType ?? parseTypeFilter(params.get('type')) ?? 'all',
    cityId: positive(params.get('city')),
    page: positive(params.get('page')) ?? 1,
  };
}

/** The list's filters live in the URL, so a filtered page can be shared, reloaded and gone back to. */
export function useListFilters(fixedType?: ServiceTypeFilter) {
  const [params, setParams] = useSearchParams();
  const filters = readListFilters(params, fixedType);
  const update = useCallback(
    /** `replace`: in place of the address's filters, with no step back to them. */
    (change: Partial<ListFilters>, { replace = false }: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const set = (key: string, value: string | null) => (value === null ? next.delete(key) : next.set(key, value));
          if (change.type !== undefined) set('type', change.type === 'all' ? null : change.type);
          if (change.cityId !== undefined) set('city', change.cityId === null ? null : String(change.cityId));
          // A new filter starts again from its first page.
          const page = change.page ?? 1;
          set('page', page === 1 ? null : String(page));
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );
  return { filters, update };
}
