import {
  coffeeResponseSchema,
  subscribeResponseSchema,
  unlockResponseSchema,
  withdrawQuoteSchema,
  withdrawResponseSchema,
  type WithdrawRequest,
} from '../contract/money';
import type { ApiContext, MoneyCallOptions } from './api-context';

/** Calls that move money: each sends its Idempotency-Key and reports the new balance. */
export function createMoneyApi({ http, onPoints }: ApiContext) {
  async function move<T extends { points: number }>(call: Promise<T>): Promise<T> {
    const result = await call;
    onPoints(result.points);
    return result;
  }

  return {
    /**
     * At `amount`, the price the member was shown: another price now is 409 price_changed (API.md).
     * `public`: the member shows their first name on the creator's supporters wall (off by default).
     */
    subscribe: (
      creatorId: number,
      amount: number,
      { public: shown, ...options }: MoneyCallOptions & { public?: boolean },
    ) =>
      move(
        http.request('post', '/v1/customer/subscriber/subscribe', subscribeResponseSchema, {
          json: { creator_id: creatorId, coin: 'solana', amount, ...(shown ? { public: true } : {}) },
          ...options,
        }),
      ),
    /**
     * A tip, with the tipper's optional note to the creator (API.md: at most 280 characters) and their
     * choice to show their first name and that note on the supporters wall.
     */
    tip: (
      creatorId: number,
      tip: number,
      { message, public: shown, ...options }: MoneyCallOptions & { message?: string; public?: boolean },
    ) =>
      move(
        http.request('post', '/v1/customer/subscriber/coffee', coffeeResponseSchema, {
          json: {
            creator_id: creatorId,
            tip,
            coin: 'solana',
            ...(message ? { message } : {}),
            ...(shown ? { public: true } : {}),
          },
          ...options,
        }),
      ),
    /** At `amount`, the price the member was shown, as `subscribe`. */
    unlock: (postId: number, amount: number, options: MoneyCallOptions) =>
      move(
        http.request('post', '/v1/customer/subscriber/post', unlockResponseSchema, {
          json: { post_id: postId, coin: 'solana', amount },
          ...options,
        }),
      ),
    /** What a withdrawal would cost on the chain and what the address would receive, before confirming. */
    withdrawQuote: (body: WithdrawRequest) =>
      http.request('get', '/v1/customer/withdraw-solana/quote', withdrawQuoteSchema, {
        query: { amount: body.amount, address: body.address },
      }),
    withdraw: (body: WithdrawRequest, options: MoneyCallOptions) =>
      move(http.request('post', '/v1/customer/withdraw-solana', withdrawResponseSchema, { json: body, ...options })),
  };
}
export type MoneyApi = ReturnType<typeof createMoneyApi>;
