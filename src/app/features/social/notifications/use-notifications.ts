import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../../boot/app-context';
import { sampleApi } from '../../sample/sample-api';
import { sampleKeys } from '../sample-keys';

export function useNotifications() {
  return useQuery({ queryKey: sampleKeys.notifications, queryFn: sampleApi.notifications.list });
}

export function useFriends() {
  return useQuery({ queryKey: sampleKeys.friends, queryFn: sampleApi.friends.list });
}

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number | 'all') => {
      if (id === 'all') await sampleApi.notifications.markAllRead();
      else await sampleApi.notifications.markRead(id);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: sampleKeys.notifications }),
  });
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
