import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../hooks/use-error-text';

/** Announced politely so screen readers hear that content is coming. */
/**
 * `tall`: what loads here is long (a feed): the loading state keeps a screen's height, so the content
 * after it (below it on a phone) is out of view already and does not jump when the list arrives.
 */
export function Loading({ label, tall = false }: { label?: string; tall?: boolean }) {
  const { t } = useTranslation();
  return (
    <p className={tall ? 'status status-loading status-tall' : 'status status-loading'} role="status">
      <span className="spinner" aria-hidden="true" />
      {label ?? t('actions.loading')}
    </p>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="status status-empty">{children}</p>;
}

/** What failed, in the reader's words (useErrorText), and a way to try again. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const message = errorText(error);
  return (
    <div className="status status-error" role="alert">
      <p>{message}</p>
      {onRetry ? (
        <button type="button" className="button" onClick={onRetry}>
          {t('actions.retry')}
        </button>
      ) : null}
    </div>
  );
}

interface QueryLike<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  refetch: () => unknown;
}

/** Loading, error, empty, or the content: one place decides, so every list behaves alike. */
export function QueryView<T>({
  query,
  isEmpty,
  empty,
  tall = false,
  children,
}: {
  query: QueryLike<T>;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** See `Loading`. */
  tall?: boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Loading tall={tall} />;
  if (query.data === undefined) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (isEmpty?.(query.data)) return <EmptyState>{empty}</EmptyState>;
  return <>{children(query.data)}</>;
}
