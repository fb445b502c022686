import { queryOptions } from '@tanstack/react-query';
import type { CuppaApi } from '../../../core/api/api';
import { queryKeys } from '../../lib/query-keys';

export const POSTS_PAGE_SIZE = 10;
export const COMMENTS_PAGE_SIZE = 10;

/** The posts feature's reads, one each, shared by its pages and their server loaders. */
export const postQueries = {
  feed: (api: CuppaApi, { subscriptions, page }: { subscriptions: boolean; page: number }) =>
    queryOptions({
      queryKey: queryKeys.posts.feed({ subscriptions, page }),
      queryFn: () =>
        api.posts.list({ page, per_page: POSTS_PAGE_SIZE, ...(subscriptions ? { subscriber: true } : {}) }),
    }),
  byCreator: (api: CuppaApi, creatorId: number, page: number) =>
    queryOptions({
      queryKey: queryKeys.posts.byCreator(creatorId, page),
      queryFn: () => api.posts.list({ creator_id: creatorId, page, per_page: POSTS_PAGE_SIZE }),
    }),
  one: (api: CuppaApi, postId: number) =>
    queryOptions({ queryKey: queryKeys.posts.one(postId), queryFn: () => api.posts.get(postId) }),
  comments: (api: CuppaApi, postId: number, page: number) =>
    queryOptions({
      queryKey: queryKeys.comments.page(postId, page),
      queryFn: () => api.posts.comments(postId, { page, per_page: COMMENTS_PAGE_SIZE }),
    }),
};

/** `/post/{id}`'s id, or null when it is not one. */
export function readPostId(raw: string | undefined): number | null {
  const postId = Number(raw ?? '');
  return Number.isInteger(postId) && postId > 0 ? postId : null;
}
