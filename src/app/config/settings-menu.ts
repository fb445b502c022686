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
  | 'subscriptions'
  | 'widgets'
  | 'goal'
  | 'tips'
  | 'webhooks'
  | 'rechargeWallet'
  | 'withdraw'
  | 'travelList'
  | 'travelCreate'
  | 'travelPosts'
  | 'closeAccount';

/**
 * SPEC.md's settings menu: icon, translated name, target path. The wallet's pages (account, earnings,
 * transactions, recharge, withdraw) are the sidebar's wallet menu, which SPEC.md lists: they are not
 * repeated here. `travel` entries are for those who manage travel services (hosts and admins), `creator`
 * entries for creators.
 */
export const settingsMenu: { key: SettingsKey; link: string; icon: IconName; travel?: true; creator?: true }[] = [
  { key: 'accountMember', link: paths.settings.accountMember.href(), icon: 'users' },
  { key: 'notification', link: paths.settings.notification.href(), icon: 'bell' },
  { key: 'communication', link: paths.settings.communication.href(), icon: 'mail' },
  { key: 'messaging', link: paths.settings.messaging.href(), icon: 'chat' },
  { key: 'privacy', link: paths.settings.privacy.href(), icon: 'shield' },
  { key: 'subscriptions', link: paths.settings.subscriptions.href(), icon: 'heart' },
  { key: 'connectedSites', link: paths.settings.connectedSites.href(), icon: 'globe' },
  { key: 'widgets', link: paths.settings.widgets.href(), icon: 'code' },
  { key: 'goal', link: paths.settings.goal.href(), icon: 'star', creator: true },
  { key: 'tips', link: paths.settings.tips.href(), icon: 'coins', creator: true },
  { key: 'webhooks', link: paths.settings.webhooks.href(), icon: 'external', creator: true },
  { key: 'travelList', link: paths.settings.travelList.href(), icon: 'map', travel: true },
  { key: 'travelCreate', link: paths.settings.travelCreate.href(), icon: 'plus', travel: true },
  { key: 'travelPosts', link: paths.settings.travelPosts.href(), icon: 'list', travel: true },
  { key: 'closeAccount', link: paths.settings.closeAccount.href(), icon: 'trash' },
];
