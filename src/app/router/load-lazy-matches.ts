import { matchRoutes, type RouteObject } from 'react-router';
import { nextTask } from '../../core/tasks/next-task';

/**
 * Loads the lazy routes a path matches and puts what they give on the routes themselves. A router
 * that meets a lazy route at its start renders its fallback first, which would not be the HTML the
 * server sent: before hydrating, the page's own chunks are in place. Each route's load starts in a task
 * of its own (its chunk's preloads are set up synchronously); the loads still run side by side.
 */
export async function loadLazyMatches(routes: RouteObject[], pathname: string, basename: string): Promise<void> {
  const matches = matchRoutes(routes, pathname, basename) ?? [];
  const loads: Promise<void>[] = [];
  for (const { route } of matches) {
    const { lazy } = route;
    if (typeof lazy !== 'function') continue;
    await nextTask();
    loads.push(
      lazy().then((loaded) => {
        Object.assign(route, loaded);
        delete route.lazy;
      }),
    );
  }
  await Promise.all(loads);
}
