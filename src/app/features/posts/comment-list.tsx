import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../boot/app-context';
import { Pager, usePageInRange } from '../../components/pager';
import { QueryView } from '../../components/status';
import { Avatar } from '../../components/avatar';
import { CommentForm } from './comment-form';
import { COMMENTS_PAGE_SIZE, postQueries } from './post-queries';
import { paths } from '../../config/paths';
import { useFormat } from '../../hooks/use-format';
import { displayName } from '../../../core/people/person-name';
import { Section } from '../../components/section';

/** A readable post's comments, newest first, ten a page, with the form to add one. */
export function CommentList({ postId }: { postId: number }) {
  const { t } = useTranslation('posts');
  const format = useFormat();
  const { api } = useAppServices();
  const [page, setPage] = useState(1);
  const comments = usePageInRange(
    useQuery({
      ...postQueries.comments(api, postId, page),
      placeholderData: keepPreviousData,
    }),
    { page, pageSize: COMMENTS_PAGE_SIZE, total: (data) => data.total, onPage: (last) => setPage(last) },
  );
  return (
    <Section className="card comments" title={t('comments.title')}>
      <CommentForm postId={postId} onAdded={() => setPage(1)} />
      <QueryView query={comments} isEmpty={(data) => data.comments.length === 0} empty={t('comments.empty')}>
        {(data) => (
          <>
            <ul className="comment-list">
              {data.comments.map((comment) => (
                <li key={comment.id} className="comment">
                  <Avatar person={comment.user} size={36} />
                  <div>
                    <p className="comment-head">
                      <Link to={paths.profile.root.href(comment.user.alias)}>{displayName(comment.user)}</Link>{' '}
                      <time
                        className="muted"
                        dateTime={comment.created_at}
                        title={format.dateTime(comment.created_at)}
                        suppressHydrationWarning
                      >
                        {format.when(comment.created_at)}
                      </time>
                    </p>
                    <p className="comment-text" dir="auto">
                      {comment.comment}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
            <Pager
              page={page}
              pageSize={COMMENTS_PAGE_SIZE}
              total={data.total}
              onPage={setPage}
              label={t('comments.pager')}
            />
          </>
        )}
      </QueryView>
    </Section>
  );
}
