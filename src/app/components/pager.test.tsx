import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pageCount, usePageInRange, type PagedQuery } from './pager';

const answer = (total: number, isPlaceholderData = false): PagedQuery<{ total: number }> => ({
  data: { total },
  error: null,
  isPending: false,
  isPlaceholderData,
  refetch: () => {},
});

describe('usePageInRange', () => {
  it('turns a page past the end to the last one, and shows loading till it is here', () => {
    const onPage = vi.fn();
    const { result, rerender } = renderHook(
      ({ page, query }) => usePageInRange(query, { page, pageSize: 10, total: (data) => data.total, onPage }),
      { initialProps: { page: 3, query: answer(12) } },
    );
    expect(onPage).toHaveBeenCalledWith(2, { replace: true });
    expect(result.current.isPending).toBe(true);
    // The last page is asked for; the page past the end's answer is its placeholder meanwhile.
    rerender({ page: 2, query: answer(12, true) });
    expect(result.current.isPending).toBe(true);
    rerender({ page: 2, query: answer(12) });
    expect(result.current.isPending).toBe(false);
    expect(onPage).toHaveBeenCalledTimes(1);
  });

  it('leaves a page in range, a placeholder and a list still loading alone', () => {
    const onPage = vi.fn();
    const cases = [
      { page: 2, query: answer(12) },
      { page: 1, query: answer(0) },
      // Another page's answer, kept on screen while this one loads: not this page's total.
      { page: 9, query: answer(12, true) },
      { page: 9, query: { ...answer(0), data: undefined, isPending: true } },
    ];
    for (const { page, query } of cases) {
      const { result } = renderHook(() =>
        usePageInRange(query, { page, pageSize: 10, total: (data) => data.total, onPage }),
      );
      expect(result.current).toBe(query);
    }
    expect(onPage).not.toHaveBeenCalled();
  });

  it('counts one page for an empty list', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});
