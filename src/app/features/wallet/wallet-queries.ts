import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAppServices } from '../../boot/app-context';
import { queryKeys } from '../../lib/query-keys';
import { usePageQuery } from '../../hooks/use-page-query';

/** Everything under this key changes when money moves; one invalidation refreshes it all. */

export function useTransactions(page: number) {
  const { api } = useAppServices();
  return usePageQuery(queryKeys.wallet.transactionsPage(page), () => api.wallet.transactions({ page }));
}

export function useTransaction(id: number | null) {
  const { api } = useAppServices();
  return useQuery({
    queryKey: queryKeys.wallet.transaction(id),
    queryFn: () => api.wallet.transaction(id ?? 0),
    enabled: id !== null,
    // A withdrawal settles on the chain a moment later: watch it until it does.
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 1500 : false),
  });
}

export function useEarnings(page: number) {
  const { api } = useAppServices();
  return usePageQuery(queryKeys.wallet.earnings(page), () => api.wallet.earnings({ page }));
}

/**
 * SPEC.md's two balance calls: deposits waiting at the address, and the Cuppa wallet itself. `watch`
 * reads them again every few seconds (the recharge page: a deposit is credited by itself, API.md).
 */
export function useBalances({ watch = false }: { watch?: boolean } = {}) {
  const { api, session } = useAppServices();
  const refetchInterval = watch ? 5000 : false;
  const chain = useQuery({
    queryKey: queryKeys.wallet.solanaBalance,
    queryFn: () => api.wallet.solanaBalance(),
    refetchInterval,
  });
  const wallet = useQuery({
    queryKey: queryKeys.wallet.productBalance,
    queryFn: () => api.wallet.productBalance(),
    staleTime: 0,
    refetchInterval,
  });
  // The wallet balance is the user's points: keep the session's copy (sidebar, badges) in step.
  useEffect(() => {
    if (wallet.data) session.getState().setPoints(wallet.data.balance);
  }, [wallet.data, session]);
  return { chain, wallet };
}
