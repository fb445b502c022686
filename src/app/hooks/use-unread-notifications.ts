import { useQuery } from '@tanstack/react-query';
import { useAppServices } from '../boot/app-context';
import { queryKeys } from '../lib/query-keys';
import { useSession } from './use-session';

/** How often the sidebar asks again while the app is open: a tip arrives without the member doing anything. */
const UNREAD_REFRESH_MS = 60_000;

/** The signed-in member's unread notifications (those their settings show); null while unknown. */
export function useUnreadNotifications(): number | null {
  const { api, session } = useAppServices();
  const { signedIn } = useSession();
  const query = useQuery({
    queryKey: queryKeys.notifications.unread,
    // Asked when it runs, not when the sidebar last rendered: a refetch that starts as the member signs out
    // (closing their account invalidates every query) must not go out without a session.
    queryFn: async () =>
      session.getState().token === null ? null : (await api.notifications.list({ page: 1, per_page: 1 })).unread,
    enabled: signedIn,
    refetchInterval: UNREAD_REFRESH_MS,
  });
  return signedIn ? (query.data ?? null) : null;
}
