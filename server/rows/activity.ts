import type { Post } from '../../src/core/contract/posts';
import { privacySettingOff } from '../db/dialect';
import type { Sql } from '../db/sql';
import { loadPosts } from './posts';
import { VISIBLE_CREATORS, visibilityParams } from './visibility';

export interface ActivityComment {
  id: number;
  /** Null when the post is locked for the viewer: a locked post's comments are not shown (API reference). */
  comment: string | null;
  created_at: string;
  post: Post;
}

/**
 * What a member gave lately: their comments (newest first) and the posts they liked (latest like first;
 * likes from before their time was kept sort by their post's). Only posts the viewer may see, as
 * `loadPosts` shows them, so visibility and locking stay written in one place; nothing at all for
 * another viewer when the member turned `privacy.show_activity` off.
 */
export async function loadActivity(
  q: Sql,
  viewerId: number | null,
  memberId: number,
  limit: number,
): Promise<{ comments: ActivityComment[]; likes: Post[] }> {
  const params = { ...visibilityParams(viewerId), member: memberId, limit };
  // API.md: a member who hides their activity (privacy.show_activity: false) shows it to themselves only.
  const hidden = viewerId === memberId ? '' : ` AND NOT ${privacySettingOff(q.engine, 'm.id', 'show_activity')}`;
  const shown = `SELECT 1 AS visible FROM users m WHERE m.id = @member AND m.id IN (${VISIBLE_CREATORS})${hidden}`;
  if (!(await q.get(shown, params))) return { comments: [], likes: [] };
  const comments = await q.all<{ id: number; post_id: number; comment: string; created_at: string }>(
    `SELECT c.id, c.post_id, c.comment, c.created_at FROM comments c JOIN posts p ON p.id = c.post_id
     WHERE c.user_id = @member AND p.deleted_at IS NULL AND p.creator_id IN (${VISIBLE_CREATORS})
     ORDER BY c.created_at DESC, c.id DESC LIMIT @limit`,
    params,
  );
  const liked = (
    await q.all<{ post_id: number }>(
      `SELECT l.post_id FROM likes l JOIN posts p ON p.id = l.post_id
       WHERE l.user_id = @member AND p.deleted_at IS NULL AND p.creator_id IN (${VISIBLE_CREATORS})
       ORDER BY COALESCE(l.created_at, p.created_at) DESC, p.id DESC LIMIT @limit`,
      params,
    )
  ).map((row) => row.post_id);
  const ids = [...new Set([...comments.map((row) => row.post_id), ...liked])];
  const posts = new Map(
    ids.length === 0
      ? []
      : (
          await loadPosts(q, viewerId, {
            where: `p.id IN (${ids.map(() => '?').join(',')})`,
            params: ids,
            limit: ids.length,
            offset: 0,
          })
        ).map((post) => [post.id, post]),
  );
  return {
    comments: comments.flatMap((row) => {
      const post = posts.get(row.post_id);
      return post ? [{ ...row, comment: post.locked ? null : row.comment, post }] : [];
    }),
    likes: liked.flatMap((id) => posts.get(id) ?? []),
  };
}
