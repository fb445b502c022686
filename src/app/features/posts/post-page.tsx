import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../boot/app-context';
import { QueryView } from '../../components/status';
import { usePageTitle } from '../../hooks/use-page-title';
import { CommentList } from './comment-list';
import { PostCard } from './post-card';
import { postQueries, readPostId } from './post-queries';
import '../../styles/posts.css';
import { paths } from '../../config/paths';

/** /post/{postId}: the post, and its comments once it can be read. */
export function PostPage() {
  const { t } = useTranslation('posts');
  const { t: tApp } = useTranslation('app');
  usePageTitle(tApp('pages.post'));
  const { api } = useAppServices();
  const navigate = useNavigate();
  const { postId: raw } = useParams();
  const postId = readPostId(raw);
  const valid = postId !== null;
  const post = useQuery({ ...postQueries.one(api, postId ?? 0), enabled: valid });
  return (
    <div className="page post-page">
      <h1>{tApp('pages.post')}</h1>
      {valid ? (
        <QueryView query={post}>
          {(data) => (
            <>
              <PostCard post={data} first onDeleted={() => void navigate(paths.root.href(), { replace: true })} />
              {data.locked ? <p className="muted">{t('comments.locked')}</p> : <CommentList postId={data.id} />}
            </>
          )}
        </QueryView>
      ) : (
        <p className="status status-error" role="alert">
          {t('post.notFound')}
        </p>
      )}
    </div>
  );
}
