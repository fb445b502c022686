import {
  creatorSubscribersResponseSchema,
  subscriptionChangeResponseSchema,
  subscriptionListResponseSchema,
} from '../contract/money';
import type { ApiContext } from './api-context';

/** A member's subscriptions and a creator's subscribers (API.md, 'A creator's business'). No money moves here. */
export function createSubscriptionsApi({ http }: ApiContext) {
  const change = async (path: string, creatorId: number) =>
    (await http.request('post', path, subscriptionChangeResponseSchema, { json: { creator_id: creatorId } }))
      .subscription;
  return {
    list: async () =>
      (await http.request('get', '/v1/customer/subscriber/list', subscriptionListResponseSchema)).subscriptions,
    /** It runs to its end and stops there. */
    cancel: (creatorId: number) => change('/v1/customer/subscriber/cancel', creatorId),
    /** It renews at its end again. */
    resume: (creatorId: number) => change('/v1/customer/subscriber/resume', creatorId),
    /** The signed-in creator's running subscriptions and what renews this month. */
    subscribers: () => http.request('get', '/v1/creator/subscribers', creatorSubscribersResponseSchema),
  };
}
export type SubscriptionsApi = ReturnType<typeof createSubscriptionsApi>;
