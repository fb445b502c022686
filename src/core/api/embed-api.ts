import { okSchema } from '../contract/common';
import {
  embedListResponseSchema,
  embedResponseSchema,
  redeemAnswerSchema,
  type CreateEmbedRequest,
} from '../contract/embed';
import { encodeSegment, type ApiContext } from './api-context';

export function createEmbedApi({ http }: ApiContext) {
  return {
    create: async (body: CreateEmbedRequest) =>
      (await http.request('post', '/v1/customer/embed-tokens', embedResponseSchema, { json: body })).embed,
    /** The token once the member has approved; `{ status: 'pending' }` (202) until then. */
    redeem: (handoffId: string, verifier: string) =>
      http.request('post', '/v1/auth/handoff/redeem', redeemAnswerSchema, {
        json: { handoff_id: handoffId, verifier },
      }),
    list: async () => (await http.request('get', '/v1/customer/embed-tokens', embedListResponseSchema)).embeds,
    revoke: (id: number) => http.request('delete', `/v1/customer/embed-tokens/${encodeSegment(id)}`, okSchema),
  };
}
export type EmbedApi = ReturnType<typeof createEmbedApi>;
