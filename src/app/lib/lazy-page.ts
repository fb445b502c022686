import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** A page in its own chunk: loaded when its route is first matched (route-level code splitting). */
export function lazyPage(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
}
