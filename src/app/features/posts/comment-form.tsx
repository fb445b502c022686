import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { commentRequestSchema } from '../../../core/contract/posts';
import { isApiError } from '../../../core/http/api-error';
import { fieldKey } from '../../../core/i18n/issue-key';
import { useAppServices } from '../../boot/app-context';
import { useRequireSignIn } from '../../hooks/use-require-sign-in';
import { FieldNotes } from '../../components/field-notes';
import { queryKeys } from '../../lib/query-keys';
import { useErrorText } from '../../hooks/use-error-text';

/** Where a visitor's comment waits while they sign in (this tab, this post): sign-in is another page. */
const draftKey = (postId: number) => `cuppa-comment-draft:${postId}`;

function readDraft(postId: number): string {
  try {
    return sessionStorage.getItem(draftKey(postId)) ?? '';
  } catch {
    return ''; // storage refused (a private window), or the server rendering: nothing was kept
  }
}

function dropDraft(postId: number): void {
  try {
    sessionStorage.removeItem(draftKey(postId));
  } catch {
    // as above
  }
}

function keepDraft(postId: number, comment: string): void {
  try {
    if (comment.trim() !== '') sessionStorage.setItem(draftKey(postId), comment);
  } catch {
    // as above
  }
}

/**
 * Adds a comment; a failed send keeps the text and says why next to the field. A visitor who presses
 * send is taken to sign in, and finds what they wrote here when they come back.
 */
export function CommentForm({ postId, onAdded }: { postId: number; onAdded: () => void }) {
  const { t } = useTranslation('posts');
  const { t: tRule } = useTranslation();
  const errorText = useErrorText();
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const requireSignIn = useRequireSignIn();
  const id = useId();
  // A visitor comes back from signing in on a page of the app's own, not a page the server renders.
  const [comment, setComment] = useState(() => readDraft(postId));
  const [error, setError] = useState<string | undefined>();
  const add = useMutation({
    mutationFn: () => api.posts.addComment({ post_id: postId, comment }),
    onSuccess: async () => {
      dropDraft(postId);
      setComment('');
      onAdded();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.comments.ofPost(postId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.posts.one(postId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.posts.all }),
      ]);
    },
    onError: (failure) => {
      const field = isApiError(failure) ? failure.fields.comment : undefined;
      setError(field ? tRule(fieldKey(field)) : errorText(failure, t('post.failed')));
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (add.isPending) return;
    if (!requireSignIn()) {
      keepDraft(postId, comment);
      return;
    }
    const check = commentRequestSchema.safeParse({ post_id: postId, comment });
    if (!check.success) {
      setError(t('comments.required'));
      return;
    }
    setError(undefined);
    add.mutate();
  }

  return (
    <form className="comment-form" noValidate onSubmit={handleSubmit}>
      <div className="field">
        <label htmlFor={`${id}-comment`}>{t('comments.label')}</label>
        <textarea
          id={`${id}-comment`}
          rows={2}
          maxLength={2000}
          dir="auto"
          value={comment}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            // Once changed, the text on screen is the one to keep: the draft kept for the sign-in goes.
            dropDraft(postId);
            setComment(event.target.value);
          }}
        />
        <FieldNotes id={id} error={error} />
      </div>
      <div className="modal-actions">
        <button type="submit" className="button button-primary" disabled={add.isPending}>
          {add.isPending ? t('comments.sending') : t('comments.send')}
        </button>
      </div>
    </form>
  );
}
