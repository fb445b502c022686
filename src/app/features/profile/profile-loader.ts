import { creatorQuery } from '../../lib/creator-query';
import { serverLoader } from '../../lib/server-loader';

/** `/{alias}` and its tabs: the creator, or a 404 page with a 404 status when there is none. */
export const profileLoader = serverLoader(({ api, queryClient }, { params }) =>
  queryClient.fetchQuery(creatorQuery(api, params.profile ?? '')),
);
