import { toCents } from '../../src/core/contract/common';
import { apiMessages } from '../../src/core/contract/api-messages';
import type { CreatePostRequest } from '../../src/core/contract/posts';
import { nowIso } from '../db/database';
import { param, query } from '../db/query';
import type { Sql, SqlDb } from '../db/sql';
import { HttpError } from '../http/http-error';
import { postAuthor } from '../rows/posts';
import type { UserRow } from '../rows/users';

const insertPost = query((db) =>
  db
    .insertInto('posts')
    .values({
      creator_id: param<number>('creator'),
      text: param<string>('text'),
      media: param<string>('media'),
      visibility: param<CreatePostRequest['visibility']>('visibility'),
      price_cents: param<number | null>('price'),
      created_at: param<string>('now'),
    })
    .returning('id'),
);
const deletePostQuery = query((db) =>
  db
    .updateTable('posts')
    .set({ deleted_at: param<string>('now') })
    .where('id', '=', param<number>('id')),
);
const unlike = query((db) =>
  db.deleteFrom('likes').where('post_id', '=', param<number>('post')).where('user_id', '=', param<number>('user')),
);
const like = query((db) =>
  db
    .insertInto('likes')
    .values({ post_id: param<number>('post'), user_id: param<number>('user'), created_at: param<string>('now') })
    .onConflict((conflict) => conflict.doNothing()),
);

/** A creator publishes a post (its media already checked as their own uploads); the new post's id. */
export async function publishPost(q: Sql, creatorId: number, request: CreatePostRequest): Promise<number> {
  const row = await q.get(insertPost, {
    creator: creatorId,
    text: request.text,
    media: JSON.stringify(request.media),
    visibility: request.visibility,
    price: request.visibility === 'paid' && request.price ? toCents(request.price) : null,
    now: nowIso(),
  });
  if (!row) throw new Error('post not recorded');
  return row.id;
}

/** Its author, or an admin, deletes post @id (404 when there is none, 403 for anyone else). */
export async function deletePost(q: Sql, user: UserRow, id: number): Promise<void> {
  const post = await postAuthor(q, id);
  if (!post) throw new HttpError('not_found', apiMessages.postMissing);
  if (post.creator_id !== user.id && user.is_admin !== 1) throw new HttpError('forbidden', apiMessages.authorOnly);
  await q.run(deletePostQuery, { now: nowIso(), id });
}

/** The member likes post @postId, or takes their like back if they had given it. */
export async function toggleLike(sql: SqlDb, userId: number, postId: number): Promise<void> {
  await sql.transaction(async (tx) => {
    const removed = await tx.run(unlike, { post: postId, user: userId });
    if (removed === 0) await tx.run(like, { post: postId, user: userId, now: nowIso() });
  });
}
