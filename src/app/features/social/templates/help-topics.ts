import type { IconName } from '../../../components/icon';

/** Help topics; their texts are under `help.topics.<key>` (title, summary, body). */
export const helpTopics: { key: 'account' | 'wallet' | 'tips' | 'subscriptions'; icon: IconName }[] = [
  { key: 'account', icon: 'user' },
  { key: 'wallet', icon: 'wallet' },
  { key: 'tips', icon: 'heart' },
  { key: 'subscriptions', icon: 'star' },
];

export type HelpTopicKey = (typeof helpTopics)[number]['key'];
