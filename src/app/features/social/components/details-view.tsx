import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../core/http/api-error';
import { EmptyState, QueryView } from '../../../components/status';

interface QueryLike<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  refetch: () => unknown;
}

/** One item by id: loading, a plain "not found" with a way back for an unknown id, or the item. */
export function DetailsView<T>({
  query,
  backTo,
  backLabel,
  children,
}: {
  query: QueryLike<T>;
  backTo: string;
  backLabel: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('social');
  if (!query.isPending && isApiError(query.error) && query.error.status === 404) {
    return (
      <div className="card">
        <EmptyState>{t('common.notFound')}</EmptyState>
        <Link className="button" to={backTo}>
          {backLabel}
        </Link>
      </div>
    );
  }
  return <QueryView query={query}>{children}</QueryView>;
}
