import type { PageQuery } from '../contract/common';
import {
  balanceResponseSchema,
  devDepositResponseSchema,
  devTransferResponseSchema,
  earningListResponseSchema,
  transactionListResponseSchema,
  transactionResponseSchema,
  solanaTipResponseSchema,
  validateResponseSchema,
} from '../contract/wallet';
import { solanaTipPath } from '../contract/solana-tip-path';
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
    /** Every earning as CSV, for the creator's books (the same totals as the page). */
    earningsCsv: () => http.file('/v1/customer/earnings', { query: { format: 'csv' } }),
    solanaBalance: () => http.request('get', '/v1/solana/solana-balance', balanceResponseSchema),
    productBalance: () => http.request('get', `/v1/solana/${product}-balance`, balanceResponseSchema),
    /** Public: has the crypto tab's payment with this Solana Pay reference reached the creator (alias)? */
    solanaTip: (reference: string, creator: string) =>
      http.request('get', solanaTipPath(reference, creator), solanaTipResponseSchema),
    /** Development gateway only: a simulated on-chain deposit, 404 with any other gateway. */
    devDeposit: (address: string, amount: number) =>
      http.request('post', '/v1/dev/deposit', devDepositResponseSchema, { json: { address, amount } }),
    /** Development gateway only: a reader's wallet paying a Solana Pay request; 404 with any other gateway. */
    devTransfer: (reference: string, address: string, amount: number) =>
      http.request('post', '/v1/dev/transfer', devTransferResponseSchema, { json: { reference, address, amount } }),
  };
}
export type WalletApi = ReturnType<typeof createWalletApi>;
