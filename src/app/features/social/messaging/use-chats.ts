import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../../boot/app-context';
import { sampleApi } from '../../sample/sample-api';
import type { SampleChatMessage } from '../../sample/sample-types';
import { sampleKeys } from '../sample-keys';
import { useSampleText } from '../../sample/use-sample-text';

export function useChats() {
  return useQuery({ queryKey: sampleKeys.chats, queryFn: sampleApi.chats.list });
}

export function useConversation(friendId: number | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: sampleKeys.conversation(friendId ?? -1),
    queryFn: async () => {
      const thread = await sampleApi.chats.conversation(friendId ?? -1);
      // Opening a conversation reads it: the list's unread count follows.
      void client.invalidateQueries({ queryKey: sampleKeys.chats, exact: true });
      return thread;
    },
    enabled: friendId !== null,
  });
}

/**
 * Sends, shows the message as sent, then waits for the friend: their reading flips the ticks to read
 * and their answer arrives as a message toast, wherever the viewer is by then.
 */
export function useSendMessage(friendId: number) {
  const client = useQueryClient();
  const { notify } = useAppServices();
  const { t } = useTranslation('social');
  const sampleText = useSampleText();
  const key = sampleKeys.conversation(friendId);
  return useMutation({
    mutationFn: (text: string) => sampleApi.chats.send(friendId, text),
    onSuccess: (message) => {
      client.setQueryData<SampleChatMessage[]>(key, (thread) => [...(thread ?? []), message]);
      void client.invalidateQueries({ queryKey: sampleKeys.chats, exact: true });
      void sampleApi.chats.awaitReply(friendId).then((reply) => {
        notify.getState().toast({ title: reply.author.name, message: sampleText(reply.message) });
        void client.invalidateQueries({ queryKey: sampleKeys.chats });
      });
    },
    onError: () => notify.getState().notify({ kind: 'danger', message: t('common.failed') }),
  });
}
