import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../boot/app-context';
import { isAcceptedImage } from '../../utils/image-file';
import { queryKeys } from '../../lib/query-keys';
import { useErrorText } from '../../hooks/use-error-text';

export type ImageSlot = 'image' | 'cover_image';

class RejectedFile extends Error {}

/** SPEC.md section 4: upload, then patch the profile, then save the session and reload. */
export function useChangeImage(alias: string) {
  const { t } = useTranslation('posts');
  const errorText = useErrorText();
  const { api, session, notify } = useAppServices();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: async ({ slot, file }: { slot: ImageSlot; file: File }) => {
      if (!isAcceptedImage(file)) throw new RejectedFile(t('image.onlyTypes'));
      const url = await api.profile.uploadImage(file, file.name);
      return api.profile.patch({ [slot]: url });
    },
    onSuccess: async (user, { slot }) => {
      session.getState().updateUser(user);
      notify.getState().notify({
        kind: 'success',
        message: slot === 'image' ? t('image.avatarChanged') : t('image.coverChanged'),
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.creators.one(alias) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.posts.all }),
      ]);
    },
  });
  const error = change.error;
  const message = error instanceof RejectedFile ? error.message : error ? errorText(error, t('post.failed')) : null;
  return { change, message };
}
