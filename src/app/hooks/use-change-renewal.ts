import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAppServices } from '../boot/app-context';
import { queryKeys } from '../lib/query-keys';

/**
 * Cancels (`renews: false`) or resumes (`true`) the member's subscription to a creator, then refreshes
 * what shows it: the creator's lookup (the profile's subscribed state) and the member's subscriptions.
 */
export function useChangeRenewal(creator: { id: number; alias: string }, onDone: (renews: boolean) => void) {
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (renews: boolean) =>
      renews ? api.subscriptions.resume(creator.id) : api.subscriptions.cancel(creator.id),
    onSuccess: async (subscription) => {
      onDone(subscription.renews);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.creators.one(creator.alias) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.subscriptions }),
      ]);
    },
  });
}
