import { creatorQuery } from '../../lib/creator-query';
import { readPageParam } from '../../hooks/use-page-param';
import { notFound, serverLoader } from '../../lib/server-loader';
import { postQueries, readPostId } from './post-queries';

/** '/' and '/home' as a visitor sees them: everyone's posts (the subscriptions filter needs a member). */
export const homeLoader = serverLoader(({ api, queryClient }, { request }) =>
  queryClient.fetchQuery(
    postQueries.feed(api, { subscriptions: false, page: readPageParam(new URL(request.url).searchParams) }),
  ),
);

/** `/post/{id}`: the post (a 404 when there is none) and, when a visitor may read it, its comments. */
export const postLoader = serverLoader(async ({ api, queryClient }, { params }) => {
  const postId = readPostId(params.postId);
  if (postId === null) notFound();
  const post = await queryClient.fetchQuery(postQueries.one(api, postId));
  if (!post.locked) await queryClient.fetchQuery(postQueries.comments(api, postId, 1));
});

/** `/{alias}`: the creator's posts (the creator is the profile's own loader's read, shared in flight). */
export const profileFeedLoader = serverLoader(async ({ api, queryClient }, { params, request }) => {
  const { user } = await queryClient.fetchQuery(creatorQuery(api, params.profile ?? ''));
  await queryClient.fetchQuery(postQueries.byCreator(api, user.id, readPageParam(new URL(request.url).searchParams)));
});
