import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../boot/app-context';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { forgetPost } from '../../lib/post-cache';
import { useErrorText } from '../../hooks/use-error-text';

/** The author's delete, after a confirmation. */
export function DeletePostButton({ postId, onDeleted }: { postId: number; onDeleted?: () => void }) {
  const { t } = useTranslation('posts');
  const errorText = useErrorText();
  const { api, notify } = useAppServices();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => api.posts.remove(postId),
    onSuccess: async () => {
      setConfirming(false);
      notify.getState().notify({ kind: 'success', message: t('post.deleted') });
      onDeleted?.();
      await forgetPost(queryClient, postId);
    },
  });
  return (
    <>
      <button
        type="button"
        className="post-action post-action-danger"
        onClick={() => {
          remove.reset();
          setConfirming(true);
        }}
      >
        {t('post.delete')}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t('post.deleteTitle')}
        confirmLabel={t('post.delete')}
        busy={remove.isPending}
        error={remove.error ? errorText(remove.error, t('post.failed')) : null}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate()}
      >
        <p>{t('post.deleteText')}</p>
      </ConfirmDialog>
    </>
  );
}
