/**
 * Which module of the app each lazily loaded page component comes from, for the server to name the
 * browser build's chunks a rendered page's routes load (`<link rel="modulepreload">`): they download
 * beside the main bundle instead of after it has run, and the browser's loader finds them in place
 * instead of adding a link per chunk while the page starts (scripts/build-tools/vite/page-modules-plugin.ts writes
 * the calls to `noteModule` into the server build).
 */
const moduleOf = new WeakMap<object, string>();

/** Notes the functions `loading` exports as coming from `module` (a path under src/app). */
export function noteModule<T>(loading: Promise<T>, module: string): Promise<T> {
  return loading.then((exports) => {
    for (const value of Object.values(exports as object)) {
      if (typeof value === 'function') moduleOf.set(value, module);
    }
    return exports;
  });
}

interface RenderedRoute {
  Component?: unknown;
  /** What React Router makes of a route's Component once the route is loaded. */
  element?: unknown;
}

const componentOf = ({ Component, element }: RenderedRoute): unknown =>
  Component ?? (element && typeof element === 'object' && 'type' in element ? element.type : undefined);

/** The modules of src/app that rendered routes' components come from, in route order, once each. */
export function pageModules(routes: RenderedRoute[]): string[] {
  const found = routes.map((route) => {
    const component = componentOf(route);
    return typeof component === 'function' ? moduleOf.get(component) : undefined;
  });
  return [...new Set(found.filter((module): module is string => module !== undefined))];
}
