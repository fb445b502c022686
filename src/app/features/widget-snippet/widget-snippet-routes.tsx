import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyPage } from '../../lib/lazy-page';

/** In settings. */
export const widgetSnippetRoutes: RouteObject[] = [
  {
    path: paths.settings.widgets.path,
    ...lazyPage(() => import('./widget-snippet-page').then((module) => module.WidgetSnippetPage)),
  },
];
