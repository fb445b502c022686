import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Post } from '../../../core/contract/posts';
import { displayName } from '../../../core/people/person-name';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useRequireSignIn } from '../../hooks/use-require-sign-in';
import { useUnlock } from './use-unlock';
import { paths } from '../../config/paths';
import { useErrorText } from '../../hooks/use-error-text';
import { useShownPrice } from '../../hooks/use-shown-price';
import { useFormat } from '../../hooks/use-format';

/** What a locked post shows instead of its content: how much is behind it, and how to get it. */
export function LockedPost({ post }: { post: Post }) {
  const { t } = useTranslation('posts');
  const errorText = useErrorText();
  const requireSignIn = useRequireSignIn();
  const [confirming, setConfirming] = useState(false);
  const unlock = useUnlock(post.id);
  const shown = useShownPrice(post.price ?? 0);
  const price = shown.price;
  const amount = useFormat().money(price);
  const name = displayName(post.creator);

  return (
    <div className="post-locked">
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5zm-3 8V7a3 3 0 0 1 6 0v3z"
        />
      </svg>
      <p className="post-locked-title">
        {post.visibility === 'paid' ? t('post.lockedPaid') : t('post.lockedSubscribers', { name })}
      </p>
      {post.media_count > 0 ? <p className="muted">{t('post.mediaCount', { count: post.media_count })}</p> : null}
      {post.visibility === 'paid' ? (
        <button
          type="button"
          className="button button-primary"
          onClick={() => {
            if (requireSignIn()) {
              unlock.reset();
              shown.reset();
              setConfirming(true);
            }
          }}
        >
          {t('post.unlockFor', { amount })}
        </button>
      ) : (
        <Link className="button" to={paths.profile.root.href(post.creator.alias)}>
          {t('post.seeProfile', { name })}
        </Link>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('post.unlockTitle')}
        confirmLabel={t('post.unlockConfirm', { amount })}
        busy={unlock.isPending}
        error={shown.failure(unlock.error, t('post.priceChanged', { amount }), (error) =>
          errorText(error, t('post.failed')),
        )}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          unlock.mutate(price, {
            onSuccess: () => setConfirming(false),
            // The post's price is not what the member was shown: the dialog now shows and asks for the new one.
            onError: (error) => shown.takeChange(error),
          })
        }
      >
        <p>{t('post.unlockText', { amount, name })}</p>
      </ConfirmDialog>
    </div>
  );
}
