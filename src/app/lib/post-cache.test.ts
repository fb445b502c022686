import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Post } from '../../core/contract/posts';
import { replacePost } from './post-cache';
import { queryKeys } from './query-keys';

const post = (id: number, likes = 0): Post => ({
  id,
  creator: { id: 1, alias: 'alice', image: null, first_name: 'Alice', last_name: 'R', verified: true, total_posts: 2 },
  text: 'hi',
  media: [],
  media_count: 0,
  visibility: 'public',
  price: null,
  locked: false,
  likes,
  liked: false,
  comments_count: 0,
  created_at: '2026-01-01T00:00:00.000Z',
});

describe('replacePost', () => {
  it('puts the fresh post into its own entry and every cached list, leaving others alone', () => {
    const client = new QueryClient();
    client.setQueryData([...queryKeys.posts.all, 'feed', { page: 1 }], { posts: [post(1), post(2)], total: 2 });
    client.setQueryData([...queryKeys.posts.all, 'creator', 1, { page: 1 }], { posts: [post(2)], total: 1 });
    client.setQueryData(['creator', 'alice'], { user: 'untouched' });
    replacePost(client, post(2, 5));
    expect(
      client.getQueryData<{ posts: Post[] }>([...queryKeys.posts.all, 'feed', { page: 1 }])?.posts.map((p) => p.likes),
    ).toEqual([0, 5]);
    expect(
      client.getQueryData<{ posts: Post[] }>([...queryKeys.posts.all, 'creator', 1, { page: 1 }])?.posts[0]?.likes,
    ).toBe(5);
    expect(client.getQueryData<Post>(queryKeys.posts.one(2))?.likes).toBe(5);
    expect(client.getQueryData(['creator', 'alice'])).toEqual({ user: 'untouched' });
  });
});
