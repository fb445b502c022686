import type { ApiContext } from './api-context';
import { createAuthApi } from './auth-api';
import { createCreatorsApi } from './creators-api';
import { createEmbedApi } from './embed-api';
import { createMoneyApi } from './money-api';
import { createNotificationsApi } from './notifications-api';
import { createPostsApi } from './posts-api';
import { createProfileApi } from './profile-api';
import { createSubscriptionsApi } from './subscriptions-api';
import { createTravelApi } from './travel-api';
import { createWalletApi } from './wallet-api';
import { createWebhooksApi } from './webhooks-api';

/** Every call of API.md, one typed function each, grouped by resource. */
export function createApi(context: ApiContext) {
  return {
    auth: createAuthApi(context),
    creators: createCreatorsApi(context),
    posts: createPostsApi(context),
    money: createMoneyApi(context),
    subscriptions: createSubscriptionsApi(context),
    wallet: createWalletApi(context),
    profile: createProfileApi(context),
    embed: createEmbedApi(context),
    travel: createTravelApi(context),
    webhooks: createWebhooksApi(context),
    notifications: createNotificationsApi(context),
  };
}
export type CuppaApi = ReturnType<typeof createApi>;
