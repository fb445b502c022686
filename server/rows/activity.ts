import type { Post } from '../../src/core/contract/posts';
import { privacySettingOff } from '../db/dialect';
import { param, query } from '../db/query';
import type { Sql } from '../db/sql';
import { loadPosts, postsByIds } from './posts';
import { visibilityParams, visibleCreators } from './visibility';

export interface ActivityComment {
  id: number;
  /** Null when the post is locked for the viewer: a locked post's comments are not shown (API reference). */
  comment: string | null;
  created_at: string;
  post: Post;
}

/**
 * The member's activity is shown to this viewer: the member is someone the viewer may see, and (API.md)
 * one who hides their activity (privacy.show_activity: false) shows it to themselves only.
 */
const shownTo = (viewer: 'self' | 'other') =>
  query((db, engine) => {
    const member = db
      .selectFrom('users as m')
      .select((eb) => eb.lit(1).as('visible'))
      .where('m.id', '=', param<number>('member'))
      .where('m.id', 'in', visibleCreators(db));
    return viewer === 'self'
      ? member
      : member.where((eb) => eb.not(eb.exists(privacySettingOff(engine, db, eb.ref('m.id'), 'show_activity'))));
  });
const shownToSelf = shownTo('self');
const shownToOthers = shownTo('other');

const commentsGiven = query((db) =>
  db
    .selectFrom('comments as c')
    .innerJoin('posts as p', 'p.id', 'c.post_id')
    .select(['c.id', 'c.post_id', 'c.comment', 'c.created_at'])
    .where('c.user_id', '=', param<number>('member'))
    .where('p.deleted_at', 'is', null)
    .where('p.creator_id', 'in', visibleCreators(db))
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(param<number>('limit')),
);
const likesGiven = query((db) =>
  db
    .selectFrom('likes as l')
    .innerJoin('posts as p', 'p.id', 'l.post_id')
    .select('l.post_id')
    .where('l.user_id', '=', param<number>('member'))
    .where('p.deleted_at', 'is', null)
    .where('p.creator_id', 'in', visibleCreators(db))
    .orderBy((eb) => eb.fn.coalesce('l.created_at', 'p.created_at'), 'desc')
    .orderBy('p.id', 'desc')
    .limit(param<number>('limit')),
);

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
  const params = visibilityParams(viewerId, { member: memberId, limit });
  if (!(await q.get(viewerId === memberId ? shownToSelf : shownToOthers, params))) return { comments: [], likes: [] };
  const comments = await q.all(commentsGiven, params);
  const liked = (await q.all(likesGiven, params)).map((row) => row.post_id);
  const ids = [...new Set([...comments.map((row) => row.post_id), ...liked])];
  const posts = new Map(
    ids.length === 0
      ? []
      : (await loadPosts(q, viewerId, { where: postsByIds(ids), limit: ids.length, offset: 0 })).map((post) => [
          post.id,
          post,
        ]),
  );
  return {
    comments: comments.flatMap((row) => {
      const post = posts.get(row.post_id);
      return post ? [Object.assign({}, row, { comment: post.locked ? null : row.comment, post })] : [];
    }),
    likes: liked.flatMap((id) => posts.get(id) ?? []),
  };
}
