import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy routes a path matches and puts what they give on the routes themselves. A router
 * that meets a lazy route at its start renders its fallback first, which would not be the HTML the
 * server sent: before hydrating, the page's own chunks are in place.
 */
export async function loadLazyMatches(routes: RouteObject[], pathname: string, basename: string): Promise<void> {
  const matches = matchRoutes(routes, pathname, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const { lazy } = route;
      if (typeof lazy !== 'function') return;
      Object.assign(route, await lazy());
      delete route.lazy;
    }),
  );
}
