import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  matchRoutes,
  RouterContextProvider,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { parseConfig, type CuppaConfig } from '../../core/config/config';
import { createI18n } from '../../core/i18n/create-i18n';
import { namespaces, textDirection } from '../../core/i18n/languages';
import { createNotifyStore } from '../../core/notify/notify-store';
import { createCoreServices } from '../../core/services';
import { createMemorySessionPersistence } from '../../core/session/session-persistence';
import { createThemeStore } from '../../core/theme/theme-store';
import type { CreatorLookupResponse, Post } from '../../core/contract/posts';
import { AppProviders } from '../boot/app-providers';
import { serializeServerState } from '../boot/server-render-state';
import { queryKeys } from '../lib/query-keys';
import { isServerRendered, serverRenderContext } from '../lib/server-loader';
import { appRoutes } from '../router/app-routes';
import { routerBasename } from '../router/basename';
import { headTags } from './head-tags';
import { linkPreview, type PreviewSubject } from './link-preview';
import { pageDocument } from './page-document';
import { pageModules } from './page-modules';
import { requestLanguage } from './request-language';

/** One language's texts, namespace by namespace. */
export type LocaleTexts = Record<string, Record<string, unknown>>;

export interface RenderOptions {
  /** The built index.html with the run-time config already in it. */
  template: string;
  /** The run-time config the app server hands the browser. */
  config: unknown;
  /** A language's texts (the app server reads its built locale files). */
  locales: (lng: string) => Promise<LocaleTexts>;
  /** The browser chunks that the modules of src/app load (scripts/servers/page-preloads.ts); none when absent. */
  preloads?: (modules: string[]) => string[];
}

export type RenderResult =
  { kind: 'page'; status: number; html: string } | { kind: 'redirect'; status: number; location: string };

const handlers = new Map<string, ReturnType<typeof createStaticHandler>>();

function handlerFor(basename: string) {
  let handler = handlers.get(basename);
  if (!handler) {
    handler = createStaticHandler(appRoutes, { basename });
    handlers.set(basename, handler);
  }
  return handler;
}

/** React Router's loader data for the browser, its route errors in the form it reads back. */
function routerState(context: StaticHandlerContext) {
  const errors = context.errors
    ? Object.fromEntries(
        Object.entries(context.errors).map(([id, error]) => [
          id,
          isRouteErrorResponse(error)
            ? { ...error, __type: 'RouteErrorResponse' }
            : { message: error instanceof Error ? error.message : String(error), __type: 'Error' },
        ]),
      )
    : null;
  return { loaderData: context.loaderData, actionData: context.actionData, errors };
}

function previewSubject(context: StaticHandlerContext, queryClient: QueryClient, t: TFunction<'app'>): PreviewSubject {
  if (context.statusCode === 404) return { kind: 'not-found' };
  const leaf = context.matches.at(-1);
  const { postId, profile } = leaf?.params ?? {};
  const post = postId ? queryClient.getQueryData<Post>(queryKeys.posts.one(Number(postId))) : undefined;
  if (post) return { kind: 'post', post };
  const lookup = profile ? queryClient.getQueryData<CreatorLookupResponse>(queryKeys.creators.one(profile)) : undefined;
  if (lookup) return { kind: 'profile', creator: lookup.user };
  const handle = [...context.matches].reverse().find((match) => isServerRendered(match.route.handle))?.route.handle;
  const title = isServerRendered(handle) && handle.title ? t(`pages.${handle.title}`) : null;
  return { kind: 'page', title };
}

function servicesFor(config: CuppaConfig) {
  // The server is always a visitor: no session, no stored theme; the browser adds the member's own.
  const core = createCoreServices(config, createMemorySessionPersistence());
  const theme = createThemeStore({ storage: null, defaultChoice: config.defaults.theme });
  return { core, theme, services: { ...core, theme, notify: createNotifyStore(), frame: null } };
}

/**
 * A public page rendered with its data (the routes' loaders fill the query cache), in the visitor's
 * language, with its link preview and its real status. Null for a path the browser renders itself.
 */
export async function renderPage(request: Request, options: RenderOptions): Promise<RenderResult | null> {
  const config = parseConfig(options.config);
  const basename = routerBasename(config.basePath);
  const url = new URL(request.url);
  const matched = matchRoutes(appRoutes, url.pathname, basename);
  if (!matched?.some((match) => isServerRendered(match.route.handle))) return null;
  const handler = handlerFor(basename);

  const lng = requestLanguage(url, request.headers);
  const texts = await options.locales(lng);
  const fallback = lng === 'en' ? texts : await options.locales('en');
  const resources = { [lng]: texts, ...(lng === 'en' ? {} : { en: fallback }) };
  const { i18n, ready } = createI18n({ loadPath: '', lng, resources, ns: namespaces });
  await ready;

  const { core, theme, services } = servicesFor(config);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const requestContext = new RouterContextProvider();
  requestContext.set(serverRenderContext, { api: core.api, queryClient });
  const context = await handler.query(request, { requestContext });
  theme.destroy();
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? config.basePath };
  }

  const router = createStaticRouter(handler.dataRoutes, context);
  const body = renderToString(
    <AppProviders i18n={i18n} services={services} queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  const pathInApp = url.pathname.slice(basename === '/' ? 0 : basename.length) || '/';
  const tApp = i18n.getFixedT(lng, 'app');
  const preview = linkPreview(previewSubject(context, queryClient, tApp), {
    t: tApp,
    brand: i18n.t('brand'),
    url: `${config.appUrl}${pathInApp === '/' ? '/' : pathInApp}`,
    appUrl: config.appUrl,
  });
  const state = serializeServerState({
    status: context.statusCode,
    lng,
    resources,
    queries: dehydrate(queryClient),
    router: routerState(context),
  });
  const html = pageDocument(options.template, {
    lang: lng,
    dir: textDirection(lng),
    head: headTags(preview, { siteName: i18n.t('brand'), locale: lng }),
    body,
    state,
    preloads: options.preloads?.(pageModules(context.matches.map((match) => match.route))) ?? [],
  });
  return { kind: 'page', status: context.statusCode, html };
}
