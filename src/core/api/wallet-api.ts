import type { PageQuery } from '../contract/common';
import {
  balanceResponseSchema,
  devDepositResponseSchema,
  earningListResponseSchema,
  transactionListResponseSchema,
  transactionResponseSchema,
  validateResponseSchema,
} from '../contract/wallet';
import { encodeSegment, type ApiContext } from './api-context';

export function createWalletApi({ http, product }: ApiContext) {
  return {
    transactions: (query: PageQuery = {}) =>
      http.request('get', '/v1/customer/transactions', transactionListResponseSchema, { query: { ...query } }),
    transaction: async (id: number) =>
      (await http.request('get', `/v1/customer/transaction/${encodeSegment(id)}`, transactionResponseSchema))
        .transaction,
    validate: (hash: string) =>
      http.request('get', `/v1/customer/transaction/validate/${encodeSegment(hash.trim())}`, validateResponseSchema),
    earnings: (query: PageQuery = {}) =>
      http.request('get', '/v1/customer/earnings', earningListResponseSchema, { query: { ...query } }),
    solanaBalance: () => http.request('get', '/v1/solana/solana-balance', balanceResponseSchema),
    productBalance: () => http.request('get', `/v1/solana/${product}-balance`, balanceResponseSchema),
    /** Development gateway only: a simulated on-chain deposit, 404 with any other gateway. */
    devDeposit: (address: string, amount: number) =>
      http.request('post', '/v1/dev/deposit', devDepositResponseSchema, { json: { address, amount } }),
  };
}
export type WalletApi = ReturnType<typeof createWalletApi>;
