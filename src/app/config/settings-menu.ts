import type { IconName } from '../components/icon';

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
  | 'rechargeWallet'
  | 'withdraw'
  | 'travelList'
  | 'travelCreate'
  | 'travelPosts'
  | 'closeAccount';

/** SPEC.md's settings menu: icon, translated name, target path. */
export const settingsMenu: { key: SettingsKey; link: string; icon: IconName }[] = [
  { key: 'account', link: '/settings/account', icon: 'user' },
  { key: 'accountMember', link: '/settings/account-member', icon: 'users' },
  { key: 'orders', link: '/settings/orders', icon: 'list' },
  { key: 'earnings', link: '/settings/earnings', icon: 'chart' },
  { key: 'rechargeWallet', link: '/settings/recharge-wallet', icon: 'plus' },
  { key: 'withdraw', link: '/settings/withdraw', icon: 'minus' },
  { key: 'notification', link: '/settings/notification', icon: 'bell' },
  { key: 'communication', link: '/settings/communication', icon: 'mail' },
  { key: 'messaging', link: '/settings/messaging', icon: 'chat' },
  { key: 'privacy', link: '/settings/privacy', icon: 'shield' },
  { key: 'connectedSites', link: '/settings/connected-sites', icon: 'globe' },
  { key: 'travelList', link: '/settings/travulum/list', icon: 'map' },
  { key: 'travelCreate', link: '/settings/travulum/create', icon: 'plus' },
  { key: 'travelPosts', link: '/settings/travulum/post/list', icon: 'list' },
  { key: 'closeAccount', link: '/settings/close-account', icon: 'trash' },
];
