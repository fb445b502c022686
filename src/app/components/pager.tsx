import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How many pages a list of `total` items has: one, even when it is empty. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** What `usePageInRange` reads of a paged list's query, and hands on to QueryView. */
export interface PagedQuery<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/** Turns a list to another page; `replace`: in place of the address's page, with no step back to it. */
export type PageTurn = (page: number, options?: { replace?: boolean }) => void;

/**
 * A page past its list's end (an old link, `?page=999`, the last entries of the last page gone) turns to
 * the list's last page (the first, for an empty list), in place of the address it replaces. Until that
 * page is here the list shows as loading, never as an empty page beside its count. Every paged list
 * hands its query through this to QueryView, beside its Pager.
 */
export function usePageInRange<T>(
  query: PagedQuery<T>,
  { page, pageSize, total, onPage }: { page: number; pageSize: number; total: (data: T) => number; onPage: PageTurn },
): PagedQuery<T> {
  const fresh = query.data !== undefined && !query.isPlaceholderData;
  const last = query.data === undefined ? 1 : pageCount(total(query.data), pageSize);
  const beyond = fresh && page > last;
  // From the turn until the last page's answer (or its failure): till then the query still holds the
  // answer for the page past the end, as its placeholder.
  const [turning, setTurning] = useState(false);
  if (beyond && !turning) setTurning(true);
  if (turning && !beyond && !query.isPlaceholderData) setTurning(false);
  const turn = useEffectEvent(() => onPage(last, { replace: true }));
  // Again whenever the page or the end moves while still past it (a cached total that was itself stale).
  useEffect(() => {
    if (beyond) turn();
  }, [beyond, last, page]);
  if (!beyond && !turning) return query;
  // Field by field, not a spread: a TanStack result re-renders for every field read of it.
  const { data, error, isPlaceholderData, refetch } = query;
  return { data, error, isPending: true, isPlaceholderData, refetch };
}

/** Previous/next paging for the API's `page`/`pageSize` lists; pages count from 1. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  label?: string;
}) {
  const { t } = useTranslation();
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={label ?? t('pager.label')}>
      <button type="button" className="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </button>
      <span aria-live="polite">{t('pager.page', { page, pages })}</span>
      <button type="button" className="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </button>
    </nav>
  );
}
