import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAppServices } from '../../boot/app-context';
import { useIdempotencyKey } from '../../hooks/use-idempotency-key';
import { replacePost } from '../../lib/post-cache';
import { queryKeys } from '../../lib/query-keys';

/**
 * Pays for a paid post at `amount`, the price the member was shown; the same key for a retry of this
 * unlock, so a lost answer never charges twice.
 */
export function useUnlock(postId: number) {
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const keys = useIdempotencyKey();
  return useMutation({
    mutationFn: (amount: number) =>
      api.money.unlock(postId, amount, { idempotencyKey: keys.keyFor({ post: postId, amount }) }),
    onSettled: (_data, error) => keys.settle(error ?? undefined),
    onSuccess: ({ post }) => {
      replacePost(queryClient, post);
      // The wallet's transactions show the payment.
      void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all });
    },
  });
}
