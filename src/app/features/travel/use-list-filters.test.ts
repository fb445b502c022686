import { describe, expect, it } from 'vitest';
import { toListQuery } from './travel-queries';
import { readListFilters } from './use-list-filters';

describe('list filters', () => {
  it('reads type, city and page from the URL, and ignores what it cannot read', () => {
    expect(readListFilters(new URLSearchParams('type=stay&city=2&page=3'))).toEqual({
      type: 'stay',
      cityId: 2,
      page: 3,
    });
    expect(readListFilters(new URLSearchParams('type=cruise&city=x&page=0'))).toEqual({
      type: 'all',
      cityId: null,
      page: 1,
    });
    expect(readListFilters(new URLSearchParams('type=tour'), 'transfer').type).toBe('transfer');
  });

  it("sends 'all' and 'any city' as no filter", () => {
    expect(toListQuery({ type: 'all', cityId: null, page: 1 })).toEqual({ page: 1 });
    expect(toListQuery({ type: 'tour', cityId: 4, page: 2 })).toEqual({ type: 'tour', city_id: 4, page: 2 });
  });
});
