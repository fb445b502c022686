import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyPage } from '../../lib/lazy-page';
import { EmbedLayout } from './embed-layout';

/** Frames on creators' sites (WIDGETS.md): bare, no chrome. */
export const embedRoutes: RouteObject = {
  path: paths.embed.root.path,
  element: <EmbedLayout />,
  children: [
    { path: paths.embed.tip.path, ...lazyPage(() => import('./embed-tip-page').then((module) => module.EmbedTipPage)) },
    {
      path: paths.embed.subscribe.path,
      ...lazyPage(() => import('./embed-subscribe-page').then((module) => module.EmbedSubscribePage)),
    },
    {
      path: paths.embed.subscription.path,
      ...lazyPage(() => import('./embed-subscription-page').then((module) => module.EmbedSubscriptionPage)),
    },
    {
      path: paths.embed.wallet.path,
      ...lazyPage(() => import('./embed-wallet-page').then((module) => module.EmbedWalletPage)),
    },
  ],
};
