import type { Comment } from '../../src/core/contract/posts';
import type { Sql } from '../db/sql';
import { loadUsers } from './load-users';
import { toCreatorSummary } from './users';
import { byOpenAccount } from './visibility';

/** A page of post @postId's comments, newest first; a closed account's comments are left out. */
export async function commentPage(q: Sql, postId: number, page: { limit: number; offset: number }): Promise<Comment[]> {
  const rows = await q.all<{ id: number; user_id: number; comment: string; created_at: string }>(
    `SELECT c.id, c.user_id, c.comment, c.created_at FROM comments c
     WHERE c.post_id = ? AND ${byOpenAccount('c')} ORDER BY c.id DESC LIMIT ? OFFSET ?`,
    postId,
    page.limit,
    page.offset,
  );
  const users = await loadUsers(
    q,
    rows.map((row) => row.user_id),
  );
  return rows.flatMap((row) => {
    const user = users.get(row.user_id);
    return user
      ? [
          {
            id: row.id,
            post_id: postId,
            user: toCreatorSummary(user),
            comment: row.comment,
            created_at: row.created_at,
          },
        ]
      : [];
  });
}
