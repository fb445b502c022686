import type { UseQueryResult } from '@tanstack/react-query';
import { POSTS_PAGE_SIZE } from './post-queries';
import type { ReactNode } from 'react';
import type { PostListResponse } from '../../../core/contract/posts';
import { Pager, usePageInRange, type PageTurn } from '../../components/pager';
import { QueryView } from '../../components/status';
import { PostCard } from './post-card';

/** A paged list of posts with its loading, error and empty states. */
export function PostList({
  query,
  page,
  onPage,
  empty,
}: {
  query: UseQueryResult<PostListResponse>;
  page: number;
  onPage: PageTurn;
  empty: ReactNode;
}) {
  const shown = usePageInRange(query, { page, pageSize: POSTS_PAGE_SIZE, total: (data) => data.total, onPage });
  return (
    <QueryView query={shown} isEmpty={(data) => data.posts.length === 0} empty={empty} tall>
      {(data) => (
        <>
          <div className="post-list">
            {data.posts.map((post, index) => (
              <PostCard key={post.id} post={post} first={index === 0} deferLayout={index >= 3} />
            ))}
          </div>
          <Pager page={page} pageSize={POSTS_PAGE_SIZE} total={data.total} onPage={onPage} />
        </>
      )}
    </QueryView>
  );
}
