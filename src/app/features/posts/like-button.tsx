import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Post } from '../../../core/contract/posts';
import { useAppServices } from '../../boot/app-context';
import { replacePost } from '../../lib/post-cache';
import { useRequireSignIn } from '../../hooks/use-require-sign-in';

/** A toggle: the server answers with the post's new like count and state. */
export function LikeButton({ post, onError }: { post: Post; onError: (error: unknown) => void }) {
  const { t } = useTranslation('posts');
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const requireSignIn = useRequireSignIn();
  const like = useMutation({
    mutationFn: () => api.posts.toggleLike(post.id),
    onSuccess: (fresh) => replacePost(queryClient, fresh),
    onError,
  });
  return (
    <button
      type="button"
      className="post-action"
      aria-pressed={post.liked}
      disabled={like.isPending || post.locked}
      onClick={() => {
        if (requireSignIn()) like.mutate();
      }}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          fill={post.liked ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.6 4.5 7 4.5c2 0 3.4 1 5 3 1.6-2 3-3 5-3 3.4 0 5.6 3.5 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
        />
      </svg>
      <span>{t('post.like')}</span>
      <span className="post-count">{post.likes}</span>
    </button>
  );
}
