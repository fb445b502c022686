import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyPage } from '../../lib/lazy-page';

/** The wallet's pages, in settings. */
export const walletSettingsRoutes: RouteObject[] = [
  { path: paths.settings.orders.path, ...lazyPage(() => import('./orders-page').then((module) => module.OrdersPage)) },
  {
    path: paths.settings.earnings.path,
    ...lazyPage(() => import('./earnings-page').then((module) => module.EarningsPage)),
  },
  {
    path: paths.settings.rechargeWallet.path,
    ...lazyPage(() => import('./recharge-wallet-page').then((module) => module.RechargeWalletPage)),
  },
  {
    path: paths.settings.withdraw.path,
    ...lazyPage(() => import('./withdraw-page').then((module) => module.WithdrawPage)),
  },
];
