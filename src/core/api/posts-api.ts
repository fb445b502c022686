import type { PageQuery } from '../contract/common';
import {
  adListResponseSchema,
  commentListResponseSchema,
  commentResponseSchema,
  deletePostResponseSchema,
  postListResponseSchema,
  postResponseSchema,
  type CommentRequest,
  type CreatePostRequest,
  type PostListQuery,
} from '../contract/posts';
import { encodeSegment, type ApiContext } from './api-context';

export function createPostsApi({ http, product }: ApiContext) {
  return {
    list: (query: PostListQuery = {}) =>
      http.request('get', `/v1/${product}/post/list`, postListResponseSchema, { query: { ...query } }),
    get: async (postId: number) =>
      (await http.request('get', `/v1/${product}/post/${encodeSegment(postId)}`, postResponseSchema)).post,
    comments: (postId: number, query: PageQuery = {}) =>
      http.request('get', `/v1/customer/post/comment/list/${encodeSegment(postId)}`, commentListResponseSchema, {
        query: { ...query },
      }),
    addComment: async (body: CommentRequest) =>
      (await http.request('post', '/v1/customer/post/comment', commentResponseSchema, { json: body })).comment,
    toggleLike: async (postId: number) =>
      (await http.request('post', '/v1/customer/post/like', postResponseSchema, { json: { post_id: postId } })).post,
    create: async (body: CreatePostRequest) =>
      (await http.request('post', '/v1/creator/post', postResponseSchema, { json: body })).post,
    remove: (postId: number) =>
      http.request('delete', `/v1/creator/post/delete/${encodeSegment(postId)}`, deletePostResponseSchema),
    ads: async () => (await http.request('get', `/v1/${product}/ad/list`, adListResponseSchema)).ads,
  };
}
export type PostsApi = ReturnType<typeof createPostsApi>;
