import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Post } from '../../../core/contract/posts';
import { displayName } from '../../../core/people/person-name';
import { useAppServices } from '../../boot/app-context';
import { deferredLayout } from '../../boot/deferred-layout';
import { useSession } from '../../hooks/use-session';
import { Avatar } from '../../components/avatar';
import { VerifiedBadge } from '../../components/verified-badge';
import { DeletePostButton } from './delete-post-button';
import { LikeButton } from './like-button';
import { LockedPost } from './locked-post';
import { PostMedia } from './post-media';
import { paths } from '../../config/paths';
import { useErrorText } from '../../hooks/use-error-text';
import { useFormat } from '../../hooks/use-format';

/**
 * One post in a feed or on its own page: author, content or its locked state, likes, comments. `first`:
 * the page's first post, whose pictures load at once; `deferLayout`: below a feed's first screen, left out
 * of the first paint's layout (boot/deferred-layout.ts).
 */
export function PostCard({
  post,
  first = false,
  deferLayout = false,
  onDeleted,
}: {
  post: Post;
  first?: boolean;
  deferLayout?: boolean;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation('posts');
  const format = useFormat();
  const errorText = useErrorText();
  const { notify } = useAppServices();
  const { user } = useSession();
  const profile = `/${encodeURIComponent(post.creator.alias)}`;
  const onError = (error: unknown) =>
    notify.getState().notify({
      kind: 'danger',
      message: errorText(error, t('post.failed')),
    });

  return (
    <article
      className="card post-card"
      aria-labelledby={`post-${post.id}-author`}
      {...(deferLayout ? deferredLayout : undefined)}
    >
      <header className="post-head">
        <Link to={profile} tabIndex={-1} aria-hidden="true">
          <Avatar person={post.creator} size={44} />
        </Link>
        <div className="post-head-text">
          <Link id={`post-${post.id}-author`} className="post-author" to={profile}>
            {displayName(post.creator)}
          </Link>
          <VerifiedBadge verified={post.creator.verified} />
          <span className="muted post-meta">
            <Link to={paths.post.href(post.id)} className="muted">
              {/* A relative age may tick between the server's render and the browser's. */}
              <time dateTime={post.created_at} title={format.dateTime(post.created_at)} suppressHydrationWarning>
                {format.when(post.created_at)}
              </time>
            </Link>
            {' · '}
            {post.visibility === 'paid'
              ? t('visibility.paidPrice', { amount: format.money(post.price ?? 0) })
              : t(`visibility.${post.visibility}`)}
          </span>
        </div>
      </header>
      {post.locked ? (
        <LockedPost post={post} />
      ) : (
        <>
          {post.text ? (
            <p className="post-text" dir="auto">
              {post.text}
            </p>
          ) : null}
          <PostMedia media={post.media} eager={first} />
        </>
      )}
      <footer className="post-actions">
        <LikeButton post={post} onError={onError} />
        <Link className="post-action" to={paths.post.href(post.id)}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path fill="none" stroke="currentColor" strokeWidth="2" d="M4 5h16v11H9l-5 4z" />
          </svg>
          <span>{t('post.comments')}</span>
          <span className="post-count">{post.comments_count}</span>
        </Link>
        {user && user.id === post.creator.id ? <DeletePostButton postId={post.id} onDeleted={onDeleted} /> : null}
      </footer>
    </article>
  );
}
