import { fromCents } from '../../src/core/contract/common';
import type { MediaItem, Post } from '../../src/core/contract/posts';
import { nowIso } from '../db/database';
import { hasMediaOfType } from '../db/dialect';
import type { Sql } from '../db/sql';
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
export async function loadPosts(q: Sql, viewerId: number | null, query: PostQuery): Promise<Post[]> {
  // CASE WHEN: PostgreSQL's EXISTS is a boolean, SQLite's 0 or 1; the flags below read 0 or 1 on both.
  const rows = await q.all<PostRow>(
    `SELECT p.id, p.creator_id, p.text, p.media, p.visibility, p.price_cents, p.created_at,
        (SELECT COUNT(*) FROM likes l WHERE l.post_id = p.id) AS likes,
        (SELECT COUNT(*) FROM comments c WHERE c.post_id = p.id AND ${byOpenAccount('c')}) AS comments_count,
        CASE WHEN EXISTS (SELECT 1 FROM likes l WHERE l.post_id = p.id AND l.user_id = @viewer) THEN 1 ELSE 0 END AS liked,
        CASE WHEN EXISTS (SELECT 1 FROM unlocks x WHERE x.post_id = p.id AND x.user_id = @viewer) THEN 1 ELSE 0 END AS unlocked,
        CASE WHEN EXISTS (SELECT 1 FROM subscriptions s WHERE s.creator_id = p.creator_id AND s.subscriber_id = @viewer AND s.expires_at > @now) THEN 1 ELSE 0 END AS subscribed
       FROM posts p
       WHERE p.deleted_at IS NULL AND p.creator_id IN (${VISIBLE_CREATORS}) AND (${query.where})
       ORDER BY p.id DESC LIMIT @limit OFFSET @offset`,
    { ...visibilityParams(viewerId), limit: query.limit, offset: query.offset },
    ...query.params,
  );
  const creators = await loadUsers(
    q,
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
export async function countPosts(q: Sql, viewerId: number | null, where: string, params: unknown[]): Promise<number> {
  const row = await q.get<{ n: number }>(
    `SELECT COUNT(*) AS n FROM posts p
     WHERE p.deleted_at IS NULL AND p.creator_id IN (${VISIBLE_CREATORS}) AND (${where})`,
    visibilityParams(viewerId),
    ...params,
  );
  return row?.n ?? 0;
}

export async function loadPost(q: Sql, viewerId: number | null, postId: number): Promise<Post | undefined> {
  return (await loadPosts(q, viewerId, { where: 'p.id = ?', params: [postId], limit: 1, offset: 0 }))[0];
}

/**
 * The feed's filter (GET post/list): posts of the creators @subscriberId subscribes to now, and of one
 * creator, each when given. Whose posts the viewer may see at all is loadPosts' rule (rows/visibility.ts).
 */
export function postListFilter(filter: { subscriberId: number | null; creatorId: number | undefined }): {
  where: string;
  params: unknown[];
} {
  let where = '1 = 1';
  const params: unknown[] = [];
  if (filter.subscriberId !== null) {
    where = 'p.creator_id IN (SELECT creator_id FROM subscriptions WHERE subscriber_id = ? AND expires_at > ?)';
    params.push(filter.subscriberId, nowIso());
  }
  if (filter.creatorId !== undefined) {
    where = `${where} AND p.creator_id = ?`;
    params.push(filter.creatorId);
  }
  return { where, params };
}

/** The author of post @id, or undefined when there is none (or it was deleted). */
export const postAuthor = (q: Sql, id: number) =>
  q.get<{ creator_id: number }>('SELECT creator_id FROM posts WHERE id = ? AND deleted_at IS NULL', id);

/** A creator's posts that carry media of one type (their profile's photos or videos tab). */
export const mediaPostsFilter = (engine: Sql['engine'], creatorId: number, mediaType: 'image' | 'video') => ({
  where: `p.creator_id = ? AND ${hasMediaOfType(engine, 'p.media')}`,
  params: [creatorId, mediaType] as unknown[],
});
