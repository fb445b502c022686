import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../../boot/app-context';
import { sampleApi } from '../../sample/sample-api';
import { sampleKeys } from '../sample-keys';

/** The sample friend requests (SPEC.md's sample notifications that are friend requests). */
export function useFriendRequests() {
  return useQuery({ queryKey: sampleKeys.notifications, queryFn: sampleApi.notifications.list });
}

export function useFriends() {
  return useQuery({ queryKey: sampleKeys.friends, queryFn: sampleApi.friends.list });
}

export function useAnswerFriendRequest() {
  const client = useQueryClient();
  const { notify } = useAppServices();
  const { t } = useTranslation('social');
  return useMutation({
    mutationFn: ({ id, accept }: { id: number; accept: boolean }) =>
      sampleApi.notifications.answerFriendRequest(id, accept),
    onSuccess: async ({ name, accepted }) => {
      notify.getState().notify({
        kind: accepted ? 'success' : 'info',
        message: accepted ? t('notifications.nowFriends', { name }) : t('notifications.declined', { name }),
      });
      await Promise.all([
        client.invalidateQueries({ queryKey: sampleKeys.notifications }),
        client.invalidateQueries({ queryKey: sampleKeys.friends }),
        client.invalidateQueries({ queryKey: sampleKeys.chats }),
      ]);
    },
    onError: () => notify.getState().notify({ kind: 'danger', message: t('common.failed') }),
  });
}
