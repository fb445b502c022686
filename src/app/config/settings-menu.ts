import type { IconName } from '../components/icon';
import { paths } from './paths';

export type SettingsKey =
  | 'account'
  | 'accountMember'
  | 'orders'
  | 'earnings'
  | 'notification'
  | 'communication'
  | 'messaging'
  | 'privacy'
  | 'connectedSites'
  | 'widgets'
  | 'rechargeWallet'
  | 'withdraw'
  | 'travelList'
  | 'travelCreate'
  | 'travelPosts'
  | 'closeAccount';

/** SPEC.md's settings menu: icon, translated name, target path. */
export const settingsMenu: { key: SettingsKey; link: string; icon: IconName }[] = [
  { key: 'account', link: paths.settings.account.href(), icon: 'user' },
  { key: 'accountMember', link: paths.settings.accountMember.href(), icon: 'users' },
  { key: 'orders', link: paths.settings.orders.href(), icon: 'list' },
  { key: 'earnings', link: paths.settings.earnings.href(), icon: 'chart' },
  { key: 'rechargeWallet', link: paths.settings.rechargeWallet.href(), icon: 'plus' },
  { key: 'withdraw', link: paths.settings.withdraw.href(), icon: 'minus' },
  { key: 'notification', link: paths.settings.notification.href(), icon: 'bell' },
  { key: 'communication', link: paths.settings.communication.href(), icon: 'mail' },
  { key: 'messaging', link: paths.settings.messaging.href(), icon: 'chat' },
  { key: 'privacy', link: paths.settings.privacy.href(), icon: 'shield' },
  { key: 'connectedSites', link: paths.settings.connectedSites.href(), icon: 'globe' },
  { key: 'widgets', link: paths.settings.widgets.href(), icon: 'external' },
  { key: 'travelList', link: paths.settings.travelList.href(), icon: 'map' },
  { key: 'travelCreate', link: paths.settings.travelCreate.href(), icon: 'plus' },
  { key: 'travelPosts', link: paths.settings.travelPosts.href(), icon: 'list' },
  { key: 'closeAccount', link: paths.settings.closeAccount.href(), icon: 'trash' },
];
