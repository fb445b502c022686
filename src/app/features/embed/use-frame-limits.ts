import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAppServices } from '../../boot/app-context';
import type { TipLimits } from '../../components/tip-form';
import { useSession } from '../../hooks/use-session';
import { queryKeys } from '../../lib/query-keys';

/**
 * What a frame's member may pay now: their balance and what this site may still spend today, read
 * fresh with the frame's token (and shared with the other frames through the session).
 */
export function useFrameLimits(): { limits: TipLimits; refresh: () => void } {
  const { api, session } = useAppServices();
  const { token, user } = useSession();
  const account = useQuery({
    queryKey: queryKeys.frameAccount(token),
    queryFn: () => api.auth.account(),
    enabled: token !== null,
    staleTime: 0,
  });
  useEffect(() => {
    if (account.data) session.getState().updateUser(account.data.user);
  }, [account.data, session]);
  const embed = account.data?.embed;
  return {
    limits: {
      balance: user?.points,
      cap: embed ? { daily: embed.daily_cap, left: Math.max(0, embed.daily_cap - embed.spent_today) } : undefined,
    },
    refresh: () => void account.refetch(),
  };
}
