import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { MeResponse } from '../../../core/contract/auth';
import { useAppServices } from '../../boot/app-context';
import type { PaymentLimits } from '../../components/payment-refusal';
import { useSession } from '../../hooks/use-session';
import { queryKeys } from '../../lib/query-keys';

function limitsOf(account: MeResponse | undefined, balance: number | undefined): PaymentLimits {
  const embed = account?.embed;
  return {
    balance: account?.user.points ?? balance,
    cap: embed ? { daily: embed.daily_cap, left: Math.max(0, embed.daily_cap - embed.spent_today) } : undefined,
  };
}

/**
 * What a frame's member may pay now: their balance and what this site may still spend today, read
 * fresh with the frame's token (and shared with the other frames through the session). `refresh` reads
 * them again, for after a payment or before refusing one on what may be old news.
 */
export function useFrameLimits(): { limits: PaymentLimits; refresh: () => Promise<PaymentLimits> } {
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
  return {
    // The session's balance is the newest: every frame of the site updates it after a payment.
    limits: { ...limitsOf(account.data, undefined), balance: user?.points },
    refresh: async () => limitsOf((await account.refetch()).data, user?.points),
  };
}
