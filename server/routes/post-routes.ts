import { Hono } from 'hono';
import { pageQuerySchema, toCents } from '../../src/core/contract/common';
import {
  commentRequestSchema,
  createPostRequestSchema,
  likeRequestSchema,
  postListQuerySchema,
} from '../../src/core/contract/posts';
import { requireUser, visitorOrMember } from './principal';
import type { ServerEnv } from '../route-env';
import { nowIso } from '../db/database';
import type { Sql } from '../db/sql';
import { HttpError } from '../http/http-error';
import { requireOwnUploads } from '../http/own-uploads';
import { paging } from '../http/paging';
import { pathId, readJson, readQuery } from '../http/validate';
import { loadUsers } from '../rows/load-users';
import { countPosts, loadPost, loadPosts } from '../rows/posts';
import { toCreatorSummary } from '../rows/users';
import { byOpenAccount } from '../rows/visibility';
import { postComment } from '../services/post-comment';
import { apiMessages } from '../../src/core/contract/api-messages';

/**
 * A post the viewer can read; a locked or missing one cannot be commented on or liked, and one the
 * viewer may not see at all (rows/visibility.ts) is missing.
 */
async function visiblePost(q: Sql, viewerId: number | null, postId: number) {
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
    // Whose posts the viewer may see at all is loadPosts' rule (rows/visibility.ts).
    let where = '1 = 1';
    const params: unknown[] = [];
    if (query.subscriber) {
      where = 'p.creator_id IN (SELECT creator_id FROM subscriptions WHERE subscriber_id = ? AND expires_at > ?)';
      params.push(viewer, nowIso());
    }
    if (query.creator_id !== undefined) {
      where = `${where} AND p.creator_id = ?`;
      params.push(query.creator_id);
    }
    return c.json({
      posts: await loadPosts(sql, viewer, { where, params, ...paging(query) }),
      total: await countPosts(sql, viewer, where, params),
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
    const { limit, offset } = paging(readQuery(c, pageQuerySchema));
    const rows = await sql.all<{ id: number; user_id: number; comment: string; created_at: string }>(
      `SELECT c.id, c.user_id, c.comment, c.created_at FROM comments c
       WHERE c.post_id = ? AND ${byOpenAccount('c')} ORDER BY c.id DESC LIMIT ? OFFSET ?`,
      post.id,
      limit,
      offset,
    );
    const users = await loadUsers(
      sql,
      rows.map((row) => row.user_id),
    );
    const comments = rows.flatMap((row) => {
      const user = users.get(row.user_id);
      return user
        ? [
            {
              id: row.id,
              post_id: post.id,
              user: toCreatorSummary(user),
              comment: row.comment,
              created_at: row.created_at,
            },
          ]
        : [];
    });
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
    await sql.transaction(async (tx) => {
      const removed = await tx.run('DELETE FROM likes WHERE post_id = ? AND user_id = ?', body.post_id, user.id);
      if (removed === 0)
        await tx.run(
          'INSERT INTO likes (post_id, user_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
          body.post_id,
          user.id,
          nowIso(),
        );
    });
    return c.json({ post: await loadPost(sql, user.id, body.post_id) });
  });

  app.post('/v1/creator/post', async (c) => {
    const { user } = requireUser(c);
    if (user.subscription_amount_cents < 100) {
      throw new HttpError('forbidden', apiMessages.creatorsOnly);
    }
    const body = await readJson(c, createPostRequestSchema);
    const { sql, publicUrl } = c.get('ctx');
    requireOwnUploads(publicUrl, Object.fromEntries(body.media.map((item, index) => [`media.${index}.url`, item.url])));
    const row = await sql.get<{ id: number }>(
      'INSERT INTO posts (creator_id, text, media, visibility, price_cents, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id',
      user.id,
      body.text,
      JSON.stringify(body.media),
      body.visibility,
      body.visibility === 'paid' && body.price ? toCents(body.price) : null,
      nowIso(),
    );
    if (!row) throw new Error('post not recorded');
    return c.json({ post: await loadPost(sql, user.id, row.id) }, 201);
  });

  app.delete('/v1/creator/post/delete/:id', async (c) => {
    const { user } = requireUser(c);
    const { sql } = c.get('ctx');
    const id = pathId(c);
    const post = await sql.get<{ creator_id: number }>(
      'SELECT creator_id FROM posts WHERE id = ? AND deleted_at IS NULL',
      id,
    );
    if (!post) throw new HttpError('not_found', apiMessages.postMissing);
    if (post.creator_id !== user.id && user.is_admin !== 1) throw new HttpError('forbidden', apiMessages.authorOnly);
    await sql.run('UPDATE posts SET deleted_at = ? WHERE id = ?', nowIso(), id);
    return c.json({ deleted: true as const });
  });

  app.get(`/v1/${product}/ad/list`, async (c) => {
    visitorOrMember(c);
    const ads = await c.get('ctx').sql.all('SELECT id, title, image, link FROM ads ORDER BY id');
    return c.json({ ads });
  });

  return app;
}
