import { isCreatorPriceCents } from '../../src/core/contract/creator-rule';
import { Hono } from 'hono';
import { pageQuerySchema } from '../../src/core/contract/common';
import {
  commentRequestSchema,
  createPostRequestSchema,
  likeRequestSchema,
  postListQuerySchema,
} from '../../src/core/contract/posts';
import { requireUser, visitorOrMember } from './principal';
import type { ServerContext, ServerEnv } from '../route-env';
import { HttpError } from '../http/http-error';
import { requireOwnUploads } from '../http/own-uploads';
import { paging } from '../http/paging';
import { pathId, readJson, readQuery } from '../http/validate';
import { allAds } from '../rows/ads';
import { commentPage } from '../rows/comments';
import { countPosts, loadPost, loadPosts, postListFilter } from '../rows/posts';
import { deletePost, publishPost, toggleLike } from '../services/creator-posts';
import { postComment } from '../services/post-comment';
import { apiMessages } from '../../src/core/contract/api-messages';

/**
 * A post the viewer can read; a locked or missing one cannot be commented on or liked, and one the
 * viewer may not see at all (rows/visibility.ts) is missing.
 */
async function visiblePost(q: ServerContext['sql'], viewerId: number | null, postId: number) {
  const post = await loadPost(q, viewerId, postId);
  if (!post) throw new HttpError('not_found', apiMessages.postMissing);
  if (post.locked) throw new HttpError('forbidden', apiMessages.unlockFirst);
  return post;
}

export function postRoutes(product: string): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();

  app.get(`/v1/${product}/post/list`, async (c) => {
    const query = readQuery(c, postListQuerySchema);
    const { sql } = c.get('ctx');
    const viewer = visitorOrMember(c)?.user.id ?? null;
    if (query.subscriber && viewer === null) throw new HttpError('unauthenticated', apiMessages.signInForSubscriptions);
    const where = postListFilter({
      subscriberId: query.subscriber ? viewer : null,
      creatorId: query.creator_id,
    });
    return c.json({
      posts: await loadPosts(sql, viewer, { where, ...paging(query) }),
      total: await countPosts(sql, viewer, where),
    });
  });

  app.get(`/v1/${product}/post/:id`, async (c) => {
    const post = await loadPost(c.get('ctx').sql, visitorOrMember(c)?.user.id ?? null, pathId(c));
    if (!post) throw new HttpError('not_found', apiMessages.postMissing);
    return c.json({ post });
  });

  app.get('/v1/customer/post/comment/list/:postId', async (c) => {
    const { sql } = c.get('ctx');
    const post = await visiblePost(sql, visitorOrMember(c)?.user.id ?? null, pathId(c, 'postId'));
    const comments = await commentPage(sql, post.id, paging(readQuery(c, pageQuerySchema)));
    return c.json({ comments, total: post.comments_count });
  });

  app.post('/v1/customer/post/comment', async (c) => {
    const { user } = requireUser(c);
    const body = await readJson(c, commentRequestSchema);
    const { sql } = c.get('ctx');
    const post = await visiblePost(sql, user.id, body.post_id);
    return c.json({ comment: await postComment(sql, user, post, body.comment) }, 201);
  });

  app.post('/v1/customer/post/like', async (c) => {
    const { user } = requireUser(c);
    const body = await readJson(c, likeRequestSchema);
    const { sql } = c.get('ctx');
    await visiblePost(sql, user.id, body.post_id);
    await toggleLike(sql, user.id, body.post_id);
    return c.json({ post: await loadPost(sql, user.id, body.post_id) });
  });

  app.post('/v1/creator/post', async (c) => {
    const { user } = requireUser(c);
    if (!isCreatorPriceCents(user.subscription_amount_cents)) {
      throw new HttpError('forbidden', apiMessages.creatorsOnly);
    }
    const body = await readJson(c, createPostRequestSchema);
    const { sql, publicUrl } = c.get('ctx');
    requireOwnUploads(publicUrl, Object.fromEntries(body.media.map((item, index) => [`media.${index}.url`, item.url])));
    const id = await publishPost(sql, user.id, body);
    return c.json({ post: await loadPost(sql, user.id, id) }, 201);
  });

  app.delete('/v1/creator/post/delete/:id', async (c) => {
    const { user } = requireUser(c);
    const { sql } = c.get('ctx');
    await deletePost(sql, user, pathId(c));
    return c.json({ deleted: true as const });
  });

  app.get(`/v1/${product}/ad/list`, async (c) => {
    const ads = await allAds(c.get('ctx').sql);
    return c.json({ ads });
  });

  return app;
}
