import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import {
  booleanQuerySchema,
  countSchema,
  idSchema,
  moneySchema,
  pagedListSchema,
  pageQuerySchema,
  timestampSchema,
  urlOrPathSchema,
} from './common';
import { creatorSummarySchema, publicUserSchema } from './users';

export const visibilitySchema = lazySchema(() => z.enum(['public', 'subscribers', 'paid']));
export type Visibility = z.infer<typeof visibilitySchema>;

export const mediaItemSchema = lazySchema(() => z.object({ type: z.enum(['image', 'video']), url: urlOrPathSchema }));
export type MediaItem = z.infer<typeof mediaItemSchema>;

export const postSchema = lazySchema(() =>
  z
    .object({
      id: idSchema,
      creator: creatorSummarySchema,
      text: z.string().nullable(),
      media: z.array(mediaItemSchema),
      media_count: countSchema,
      visibility: visibilitySchema,
      price: moneySchema.nullable(),
      locked: z.boolean(),
      likes: countSchema,
      liked: z.boolean(),
      comments_count: countSchema,
      created_at: timestampSchema,
    })
    // Locked content never leaves the server: a response that carries it is refused at the boundary.
    .refine((post) => !post.locked || (post.text === null && post.media.length === 0), {
      message: 'A locked post must not carry text or media',
      path: ['locked'],
    }),
);
export type Post = z.infer<typeof postSchema>;

export const creatorListQuerySchema = lazySchema(() =>
  pageQuerySchema.extend({ q: z.string().trim().max(100).optional() }),
);
export type CreatorListQuery = z.input<typeof creatorListQuerySchema>;
export const creatorListResponseSchema = lazySchema(() => pagedListSchema('creators', creatorSummarySchema));

export const postListQuerySchema = lazySchema(() =>
  pageQuerySchema.extend({
    subscriber: booleanQuerySchema.optional(),
    /** One creator's posts: the profile's feed tab. */
    creator_id: z.coerce.number<number>().int().positive().optional(),
  }),
);
export type PostListQuery = z.input<typeof postListQuerySchema>;
export const postListResponseSchema = lazySchema(() => pagedListSchema('posts', postSchema));
export type PostListResponse = z.infer<typeof postListResponseSchema>;

export const mediaQuerySchema = lazySchema(() => pageQuerySchema.extend({ type: z.enum(['photo', 'video']) }));
export type MediaQuery = z.input<typeof mediaQuerySchema>;

export const postResponseSchema = lazySchema(() => z.object({ post: postSchema }));

/** A creator's connections: who subscribes to them and whom they subscribe to (open, public accounts only). */
export const creatorConnectionsResponseSchema = lazySchema(() =>
  z.object({
    subscribers: z.array(creatorSummarySchema),
    subscriptions: z.array(creatorSummarySchema),
  }),
);
export type CreatorConnectionsResponse = z.infer<typeof creatorConnectionsResponseSchema>;

/**
 * What a member gave lately, for the profile's activity tab: comments (newest first; `comment` is null on a
 * post locked for the caller) and liked posts (latest like first), only on posts the caller may see.
 */
export const creatorActivityResponseSchema = lazySchema(() =>
  z.object({
    comments: z.array(
      z.object({ id: idSchema, comment: z.string().nullable(), created_at: timestampSchema, post: postSchema }),
    ),
    likes: z.array(postSchema),
  }),
);
export type CreatorActivityResponse = z.infer<typeof creatorActivityResponseSchema>;

/**
 * `subscription` for a subscriber only: until when the period runs, and whether it renews then (API.md,
 * 'A creator's business').
 */
export const creatorLookupResponseSchema = lazySchema(() =>
  z.object({
    user: publicUserSchema,
    is_subscribe: z.boolean(),
    subscription: z.object({ expires_at: timestampSchema, renews: z.boolean() }).optional(),
  }),
);
export type CreatorLookupResponse = z.infer<typeof creatorLookupResponseSchema>;

export const commentSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    post_id: idSchema,
    user: creatorSummarySchema,
    comment: z.string(),
    created_at: timestampSchema,
  }),
);
export type Comment = z.infer<typeof commentSchema>;

export const commentListResponseSchema = lazySchema(() => pagedListSchema('comments', commentSchema));
/** The least a paid post costs, in dollars. */
export const postLimits = { paidMin: 1 } as const;

/** The words of the posts' and comments' rules (the API's; forms translate them through core/i18n/issue-key.ts). */
export const postMessages = {
  commentRequired: 'Write a comment',
  commentLong: 'A comment can have at most 2000 characters',
  textLong: 'A post can have at most 5000 characters',
  mediaMax: 'A post can have at most 10 media items',
  empty: 'Write something or add media',
  paidMin: 'A paid post costs at least $1',
  priceOnlyPaid: 'Only paid posts have a price',
} as const;

export const commentRequestSchema = lazySchema(() =>
  z.object({
    post_id: idSchema,
    comment: z.string().trim().min(1, postMessages.commentRequired).max(2000, postMessages.commentLong),
  }),
);
export type CommentRequest = z.input<typeof commentRequestSchema>;
export const commentResponseSchema = lazySchema(() => z.object({ comment: commentSchema }));

export const likeRequestSchema = lazySchema(() => z.object({ post_id: idSchema }));

export const createPostRequestSchema = lazySchema(() =>
  z
    .object({
      text: z.string().trim().max(5000, postMessages.textLong).default(''),
      media: z.array(mediaItemSchema).max(10, postMessages.mediaMax).default([]),
      visibility: visibilitySchema,
      price: moneySchema.nullable().optional(),
    })
    .superRefine((post, ctx) => {
      if (post.text.length === 0 && post.media.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['text'], message: postMessages.empty });
      }
      if (post.visibility === 'paid' && (post.price == null || post.price < postLimits.paidMin)) {
        ctx.addIssue({ code: 'custom', path: ['price'], message: postMessages.paidMin });
      }
      if (post.visibility !== 'paid' && post.price != null) {
        ctx.addIssue({ code: 'custom', path: ['price'], message: postMessages.priceOnlyPaid });
      }
    }),
);
export type CreatePostRequest = z.input<typeof createPostRequestSchema>;

export const deletePostResponseSchema = lazySchema(() => z.object({ deleted: z.literal(true) }));

/** `link`: a sponsor's page (an http(s) URL), or a page of the app (an absolute path). */
export const adSchema = lazySchema(() =>
  z.object({ id: idSchema, title: z.string(), image: urlOrPathSchema, link: urlOrPathSchema }),
);
export type Ad = z.infer<typeof adSchema>;
export const adListResponseSchema = lazySchema(() => z.object({ ads: z.array(adSchema) }));
