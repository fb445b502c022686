import type { Comment } from '../../src/core/contract/posts';
import { param, query } from '../db/query';
import type { Sql } from '../db/sql';
import { loadUsers } from './load-users';
import { toCreatorSummary } from './users';
import { byOpenAccount } from './visibility';

const commentsOf = query((db) =>
  db
    .selectFrom('comments as c')
    .select(['c.id', 'c.user_id', 'c.comment', 'c.created_at'])
    .where('c.post_id', '=', param<number>('post'))
    .where(byOpenAccount)
    .orderBy('c.id', 'desc')
    .limit(param<number>('limit'))
    .offset(param<number>('offset')),
);

/** A page of post @postId's comments, newest first; a closed account's comments are left out. */
export async function commentPage(q: Sql, postId: number, page: { limit: number; offset: number }): Promise<Comment[]> {
  const rows = await q.all(commentsOf, { post: postId, ...page });
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
