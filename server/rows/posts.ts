import { fromCents } from '../../src/core/contract/common';
import type { MediaItem, Post } from '../../src/core/contract/posts';
import { nowIso } from '../db/database';
import { hasMediaOfType } from '../db/dialect';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { param, query, queryNow, type QueryBuilder, type RowOf } from '../db/query';
import type { Sql } from '../db/sql';
import type { Tables } from '../db/tables';
import { loadUsers } from './load-users';
import { toCreatorSummary } from './users';
import { byOpenAccount, namedSeen, visibilityParams, visibleCreators, type Seen } from './visibility';

/** Which posts a list shows (whose the viewer may see at all is loadPosts' rule): a condition on `posts p`. */
export type PostFilter = (eb: ExpressionBuilder<Tables & { p: Tables['posts'] }, 'p'>) => Expression<SqlBool>;

export interface PostQuery {
  where: PostFilter;
  limit: number;
  offset: number;
}

/** A flag read 0 or 1 on both engines (PostgreSQL's EXISTS is a boolean, SQLite's 0 or 1). */
const flag = <DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>, condition: Expression<SqlBool>) =>
  eb.case().when(condition).then(1).else(0).end();

/**
 * Posts as `seen` (the viewer, and now) may see them, newest first: their counts, and whether the viewer
 * liked, unlocked or subscribed to each; never a deleted post, or one of a creator the viewer may not see.
 */
function postsSeen(db: QueryBuilder, seen: Seen, where: PostFilter) {
  return db
    .selectFrom('posts as p')
    .select((eb) => [
      'p.id',
      'p.creator_id',
      'p.text',
      'p.media',
      'p.visibility',
      'p.price_cents',
      'p.created_at',
      eb
        .selectFrom('likes as l')
        .select((count) => count.fn.countAll<number>().as('n'))
        .whereRef('l.post_id', '=', 'p.id')
        .$asScalar()
        .as('likes'),
      eb
        .selectFrom('comments as c')
        .select((count) => count.fn.countAll<number>().as('n'))
        .whereRef('c.post_id', '=', 'p.id')
        .where(byOpenAccount)
        .$asScalar()
        .as('comments_count'),
      flag(
        eb,
        eb.exists(
          eb
            .selectFrom('likes as l')
            .select((one) => one.lit(1).as('one'))
            .whereRef('l.post_id', '=', 'p.id')
            .where('l.user_id', '=', seen.viewer),
        ),
      ).as('liked'),
      flag(
        eb,
        eb.exists(
          eb
            .selectFrom('unlocks as x')
            .select((one) => one.lit(1).as('one'))
            .whereRef('x.post_id', '=', 'p.id')
            .where('x.user_id', '=', seen.viewer),
        ),
      ).as('unlocked'),
      flag(
        eb,
        eb.exists(
          eb
            .selectFrom('subscriptions as s')
            .select((one) => one.lit(1).as('one'))
            .whereRef('s.creator_id', '=', 'p.creator_id')
            .where('s.subscriber_id', '=', seen.viewer)
            .where('s.expires_at', '>', seen.now),
        ),
      ).as('subscribed'),
    ])
    .where('p.deleted_at', 'is', null)
    .where('p.creator_id', 'in', visibleCreators(db, seen))
    .where(where)
    .orderBy('p.id', 'desc');
}

/** One post (loadPost): written once, as a money call's answer reads it. */
const postQuery = query((db) => postsSeen(db, namedSeen, (eb) => eb('p.id', '=', param<number>('post'))).limit(1));

type PostRow = RowOf<typeof postQuery>;

/** The viewer and now, as values of a query built at the call. */
const seenNow = (viewerId: number | null): Seen => {
  const { viewer, now } = visibilityParams(viewerId);
  return { viewer: sql.val(viewer), now: sql.val(now) };
};

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
  const page = queryNow(q.engine, (db) =>
    postsSeen(db, seenNow(viewerId), query.where).limit(query.limit).offset(query.offset),
  );
  return toPosts(q, viewerId, await q.all(page));
}

async function toPosts(q: Sql, viewerId: number | null, rows: PostRow[]): Promise<Post[]> {
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
export async function countPosts(q: Sql, viewerId: number | null, where: PostFilter): Promise<number> {
  const count = queryNow(q.engine, (db) =>
    db
      .selectFrom('posts as p')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('p.deleted_at', 'is', null)
      .where('p.creator_id', 'in', visibleCreators(db, seenNow(viewerId)))
      .where(where),
  );
  return (await q.get(count))?.n ?? 0;
}

export async function loadPost(q: Sql, viewerId: number | null, postId: number): Promise<Post | undefined> {
  const row = await q.get(postQuery, visibilityParams(viewerId, { post: postId }));
  return row ? (await toPosts(q, viewerId, [row]))[0] : undefined;
}

/**
 * The feed's filter (GET post/list): posts of the creators @subscriberId subscribes to now, and of one
 * creator, each when given. Whose posts the viewer may see at all is loadPosts' rule (rows/visibility.ts).
 */
export function postListFilter(filter: { subscriberId: number | null; creatorId: number | undefined }): PostFilter {
  const now = nowIso();
  return (eb) => {
    const conditions: Expression<SqlBool>[] = [];
    if (filter.subscriberId !== null)
      conditions.push(
        eb(
          'p.creator_id',
          'in',
          eb
            .selectFrom('subscriptions')
            .select('creator_id')
            .where('subscriber_id', '=', filter.subscriberId)
            .where('expires_at', '>', now),
        ),
      );
    if (filter.creatorId !== undefined) conditions.push(eb('p.creator_id', '=', filter.creatorId));
    return eb.and(conditions);
  };
}

const postAuthorQuery = query((db) =>
  db.selectFrom('posts').select('creator_id').where('id', '=', param<number>('id')).where('deleted_at', 'is', null),
);

/** The author of post @id, or undefined when there is none (or it was deleted). */
export const postAuthor = (q: Sql, id: number) => q.get(postAuthorQuery, { id });

/** A creator's posts that carry media of one type (their profile's photos or videos tab). */
export const mediaPostsFilter =
  (engine: Sql['engine'], creatorId: number, mediaType: 'image' | 'video'): PostFilter =>
  (eb) =>
    eb.and([eb('p.creator_id', '=', creatorId), hasMediaOfType(engine, eb.ref('p.media'), eb.val(mediaType))]);

/** The posts of the given ids (the member's activity). */
export const postsByIds =
  (ids: readonly number[]): PostFilter =>
  (eb) =>
    eb('p.id', 'in', ids);
