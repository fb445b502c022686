import { fromCents } from '../../src/core/contract/common';
import type { MediaItem, Post } from '../../src/core/contract/posts';
import type { Db } from '../db/database';
import { loadUsers } from './load-users';
import { toCreatorSummary } from './users';
import { byOpenAccount, VISIBLE_CREATORS, visibilityParams } from './visibility';

interface PostRow {
  id: number;
  creator_id: number;
  text: string;
  media: string;
  visibility: Post['visibility'];
  price_cents: number | null;
  created_at: string;
  likes: number;
  comments_count: number;
  liked: number;
  unlocked: number;
  subscribed: number;
}

export interface PostQuery {
  where: string;
  params: unknown[];
  limit: number;
  offset: number;
}

/** The viewer may see a post's content: its author, a buyer of a paid post, a subscriber. */
function isLocked(row: PostRow, viewerId: number | null): boolean {
  if (viewerId === row.creator_id) return false;
  if (row.visibility === 'paid') return row.unlocked === 0;
  if (row.visibility === 'subscribers') return row.subscribed === 0;
  return false;
}

/**
 * Posts as the viewer may see them: locked content never leaves this function, and posts of creators
 * the viewer may not see (closed, or private and not subscribed) are not found at all.
 */
export function loadPosts(db: Db, viewerId: number | null, query: PostQuery): Post[] {
  const rows = db
    .prepare<unknown[], PostRow>(
      `SELECT p.id, p.creator_id, p.text, p.media, p.visibility, p.price_cents, p.created_at,
        (SELECT COUNT(*) FROM likes l WHERE l.post_id = p.id) AS likes,
        (SELECT COUNT(*) FROM comments c WHERE c.post_id = p.id AND ${byOpenAccount('c')}) AS comments_count,
        EXISTS (SELECT 1 FROM likes l WHERE l.post_id = p.id AND l.user_id = @viewer) AS liked,
        EXISTS (SELECT 1 FROM unlocks x WHERE x.post_id = p.id AND x.user_id = @viewer) AS unlocked,
        EXISTS (SELECT 1 FROM subscriptions s WHERE s.creator_id = p.creator_id AND s.subscriber_id = @viewer AND s.expires_at > @now) AS subscribed
       FROM posts p
       WHERE p.deleted_at IS NULL AND p.creator_id IN (${VISIBLE_CREATORS}) AND (${query.where})
       ORDER BY p.id DESC LIMIT @limit OFFSET @offset`,
    )
    .all({ ...visibilityParams(viewerId), limit: query.limit, offset: query.offset }, ...query.params);
  const creators = loadUsers(
    db,
    rows.map((row) => row.creator_id),
  );
  return rows.map((row) => {
    const media = JSON.parse(row.media) as MediaItem[];
    const locked = isLocked(row, viewerId);
    const creator = creators.get(row.creator_id);
    if (!creator) throw new Error(`post ${row.id} has no creator`);
    return {
      id: row.id,
      creator: toCreatorSummary(creator),
      text: locked ? null : row.text,
      media: locked ? [] : media,
      media_count: media.length,
      visibility: row.visibility,
      price: row.price_cents === null ? null : fromCents(row.price_cents),
      locked,
      likes: row.likes,
      liked: row.liked === 1,
      comments_count: row.comments_count,
      created_at: row.created_at,
    };
  });
}

/** How many posts `loadPosts` finds for the viewer over all pages. */
export function countPosts(db: Db, viewerId: number | null, where: string, params: unknown[]): number {
  return (
    db
      .prepare<unknown[], { n: number }>(
        `SELECT COUNT(*) AS n FROM posts p
         WHERE p.deleted_at IS NULL AND p.creator_id IN (${VISIBLE_CREATORS}) AND (${where})`,
      )
      .get(visibilityParams(viewerId), ...params)?.n ?? 0
  );
}

export function loadPost(db: Db, viewerId: number | null, postId: number): Post | undefined {
  return loadPosts(db, viewerId, { where: 'p.id = ?', params: [postId], limit: 1, offset: 0 })[0];
}
