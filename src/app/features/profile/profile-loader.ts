import { creatorQuery, goalQuery } from '../../lib/creator-query';
import { serverLoader } from '../../lib/server-loader';

/**
 * `/{alias}` and its tabs: the creator, or a 404 page with a 404 status when there is none, and their
 * goal, so the page is painted with it rather than grow when it arrives (a goal that fails to load is
 * left to the browser, never the page's status).
 */
export const profileLoader = serverLoader(async ({ api, queryClient }, { params }) => {
  const alias = params.profile ?? '';
  await Promise.all([
    queryClient.fetchQuery(creatorQuery(api, alias)),
    queryClient.prefetchQuery(goalQuery(api, alias)),
  ]);
});
