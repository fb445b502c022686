import type { QueryClient } from '@tanstack/react-query';
import { createContext, data, RouterContextProvider, type LoaderFunctionArgs } from 'react-router';
import type { CuppaApi } from '../../core/api/api';
import { isApiError } from '../../core/http/api-error';

/** What a loader reads when the server renders a page: the API (anonymous) and that page's cache. */
export interface ServerRender {
  api: CuppaApi;
  queryClient: QueryClient;
}

/** Set only by the server (ssr/render-page.tsx); in the browser a loader finds null here. */
export const serverRenderContext = createContext<ServerRender | null>(null);

function readServerRender(context: unknown): ServerRender | null {
  return context instanceof RouterContextProvider ? context.get(serverRenderContext) : null;
}

/**
 * A public page's loader. On the server it fills the page's query cache before the page renders (the
 * same keys the page reads, so the page renders its data and the browser starts from that cache) and
 * turns a missing creator or post into a real 404. In the browser it does nothing: a page navigated to
 * fetches and shows its own loading state as it did before server rendering.
 */
export function serverLoader(load: (render: ServerRender, args: LoaderFunctionArgs) => Promise<unknown>) {
  return async (args: LoaderFunctionArgs) => {
    const render = readServerRender(args.context);
    if (!render) return null;
    try {
      await load(render, args);
    } catch (error) {
      if (!isApiError(error)) throw error;
      // A 400 is the API refusing the address itself (a NUL character in an alias): no page is there either.
      if (error.status === 404 || error.status === 400) notFound();
      // Any other failure (the API down, a timeout) leaves the page to fetch in the browser, as before.
      console.error('Server render: a loader failed', error);
    }
    return null;
  };
}

/** The route's answer for something that is not there: the not-found page, with a 404 status. */
export function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

/** The catch-all's loader: an address no route knows is a 404 page with a 404 status from the server too. */
export const notFoundLoader = serverLoader(async () => notFound());

/** A page the server renders, and the title it has when it is not the creator's or the post's. */
export interface ServerRenderedHandle {
  serverRendered: true;
  title?: 'home' | 'creators';
}

/** Marks a route the server renders (a public page); every other route is rendered in the browser. */
export function serverRendered(title?: ServerRenderedHandle['title']): ServerRenderedHandle {
  return { serverRendered: true, ...(title ? { title } : {}) };
}

export function isServerRendered(handle: unknown): handle is ServerRenderedHandle {
  return typeof handle === 'object' && handle !== null && 'serverRendered' in handle;
}
