import type { Comment } from '../../src/core/contract/posts';
import { nowIso } from '../db/database';
import { named, query } from '../db/query';
import type { SqlDb } from '../db/sql';
import { notify } from '../rows/notifications';
import { toCreatorSummary, type UserRow } from '../rows/users';

const insertComment = query((db) =>
  db.insertInto('comments').values(named('comments', 'post_id user_id comment created_at')).returning('id'),
);

/**
 * A member's comment on a post they can read, and, in the same transaction, the post's author told
 * about it (API.md: a comment on one's post), unless they commented on their own post.
 */
export async function postComment(
  sql: SqlDb,
  author: UserRow,
  post: { id: number; creator: { id: number } },
  text: string,
): Promise<Comment> {
  const createdAt = nowIso();
  const id = await sql.transaction(async (tx) => {
    const row = await tx.get(insertComment, {
      post_id: post.id,
      user_id: author.id,
      comment: text,
      created_at: createdAt,
    });
    if (!row) throw new Error('the comment was not written');
    if (post.creator.id !== author.id) {
      await notify(tx, {
        userId: post.creator.id,
        type: 'comment',
        actorId: author.id,
        message: text,
        postId: post.id,
      });
    }
    return Number(row.id);
  });
  return { id, post_id: post.id, user: toCreatorSummary(author), comment: text, created_at: createdAt };
}
