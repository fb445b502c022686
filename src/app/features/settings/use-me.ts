import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { Me } from '../../../core/contract/users';
import { useAppServices } from '../../boot/app-context';
import { queryKeys } from '../../lib/query-keys';

/** The signed-in user read fresh from the server; the session keeps the copy the rest of the app shows. */
export function useMe() {
  const { api, session } = useAppServices();
  const query = useQuery({ queryKey: queryKeys.me, queryFn: () => api.auth.me(), staleTime: 0 });
  useEffect(() => {
    if (query.data) session.getState().updateUser(query.data);
  }, [query.data, session]);
  return query;
}

/** After a profile change: the session, the cached user and every cached creator view see the new user. */
export function useApplyMe() {
  const { session } = useAppServices();
  const queryClient = useQueryClient();
  return useCallback(
    (user: Me) => {
      session.getState().updateUser(user);
      queryClient.setQueryData(queryKeys.me, user);
      // Other areas cache creator lookups and lists; any of them may show this user.
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.me[0] });
    },
    [queryClient, session],
  );
}
