import type { QueryClient } from '@tanstack/react-query';
import type { Post, PostListResponse } from '../../core/contract/posts';
import { queryKeys } from './query-keys';

/** Every cached list of posts lives under this prefix, so one change reaches the feed, profile and media tabs. */

/** A like or an unlock answers with the fresh post: put it everywhere it is shown, no refetch. */
export function replacePost(queryClient: QueryClient, post: Post): void {
  queryClient.setQueryData(queryKeys.posts.one(post.id), post);
  queryClient.setQueriesData<PostListResponse>({ queryKey: queryKeys.posts.all }, (list) =>
    list && Array.isArray(list.posts)
      ? { ...list, posts: list.posts.map((item) => (item.id === post.id ? post : item)) }
      : list,
  );
}

export async function forgetPost(queryClient: QueryClient, postId: number): Promise<void> {
  queryClient.removeQueries({ queryKey: queryKeys.posts.one(postId) });
  await afterPostsChanged(queryClient);
}

/** A new or deleted post changes the lists and the author's posts count. */
export async function afterPostsChanged(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.posts.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.creators.all }),
    // A first post ticks the new creator's checklist.
    queryClient.invalidateQueries({ queryKey: queryKeys.checklist.all }),
  ]);
}
