import { okSchema } from '../contract/common';
import {
  deliveryListResponseSchema,
  deliveryResponseSchema,
  webhookListResponseSchema,
  webhookResponseSchema,
  type WebhookRequest,
} from '../contract/webhooks';
import { encodeSegment, type ApiContext } from './api-context';

/** A creator's webhook endpoints (API.md, 'Webhooks'). */
export function createWebhooksApi({ http }: ApiContext) {
  const one = (id: number) => `/v1/creator/webhooks/${encodeSegment(id)}`;
  return {
    list: async () => (await http.request('get', '/v1/creator/webhooks', webhookListResponseSchema)).webhooks,
    /** The answer holds the endpoint's secret, the only time it is shown. */
    create: async (body: WebhookRequest) =>
      (await http.request('post', '/v1/creator/webhooks', webhookResponseSchema, { json: body })).webhook,
    remove: (id: number) => http.request('delete', one(id), okSchema),
    sendTest: async (id: number) => (await http.request('post', `${one(id)}/test`, deliveryResponseSchema)).delivery,
    deliveries: (id: number, page: number) =>
      http.request('get', `${one(id)}/deliveries`, deliveryListResponseSchema, { query: { page } }),
  };
}
export type WebhooksApi = ReturnType<typeof createWebhooksApi>;
