import { toCents } from '../../src/core/contract/common';
import { apiMessages } from '../../src/core/contract/api-messages';
import type { CreatePostRequest } from '../../src/core/contract/posts';
import { nowIso } from '../db/database';
import type { Sql, SqlDb } from '../db/sql';
import { HttpError } from '../http/http-error';
import { postAuthor } from '../rows/posts';
import type { UserRow } from '../rows/users';

/** A creator publishes a post (its media already checked as their own uploads); the new post's id. */
export async function publishPost(q: Sql, creatorId: number, request: CreatePostRequest): Promise<number> {
  const row = await q.get<{ id: number }>(
    'INSERT INTO posts (creator_id, text, media, visibility, price_cents, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id',
    creatorId,
    request.text,
    JSON.stringify(request.media),
    request.visibility,
    request.visibility === 'paid' && request.price ? toCents(request.price) : null,
    nowIso(),
  );
  if (!row) throw new Error('post not recorded');
  return row.id;
}

/** Its author, or an admin, deletes post @id (404 when there is none, 403 for anyone else). */
export async function deletePost(q: Sql, user: UserRow, id: number): Promise<void> {
  const post = await postAuthor(q, id);
  if (!post) throw new HttpError('not_found', apiMessages.postMissing);
  if (post.creator_id !== user.id && user.is_admin !== 1) throw new HttpError('forbidden', apiMessages.authorOnly);
  await q.run('UPDATE posts SET deleted_at = ? WHERE id = ?', nowIso(), id);
}

/** The member likes post @postId, or takes their like back if they had given it. */
export async function toggleLike(sql: SqlDb, userId: number, postId: number): Promise<void> {
  await sql.transaction(async (tx) => {
    const removed = await tx.run('DELETE FROM likes WHERE post_id = ? AND user_id = ?', postId, userId);
    if (removed === 0)
      await tx.run(
        'INSERT INTO likes (post_id, user_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
        postId,
        userId,
        nowIso(),
      );
  });
}
