import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { newIdempotencyKey } from '../../../core/ids/random-id';
import { useAppServices } from '../../boot/app-context';
import { replacePost } from '../../lib/post-cache';

/** Pays for a paid post; the same key for a retry of this unlock, so a lost answer never charges twice. */
export function useUnlock(postId: number) {
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const key = useRef(newIdempotencyKey());
  return useMutation({
    mutationFn: () => api.money.unlock(postId, { idempotencyKey: key.current }),
    onSuccess: ({ post }) => {
      key.current = newIdempotencyKey();
      replacePost(queryClient, post);
    },
  });
}
