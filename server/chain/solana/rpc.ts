import type {
  GetAccountInfoApi,
  GetBalanceApi,
  GetBlockHeightApi,
  GetLatestBlockhashApi,
  GetMinimumBalanceForRentExemptionApi,
  GetMultipleAccountsApi,
  GetSignaturesForAddressApi,
  GetSignatureStatusesApi,
  GetTransactionApi,
  Rpc,
  SendTransactionApi,
} from '@solana/kit';

/**
 * The RPC methods the gateway calls, and no more: production passes @solana/kit's createSolanaRpc, the
 * tests a LiteSVM-backed object of the same shape (testing/litesvm-rpc.ts). Every answer is treated as
 * untrusted: the gateway checks mint, owner, failure and reference itself.
 */
export type SolanaRpc = Rpc<
  GetAccountInfoApi &
    GetBalanceApi &
    GetBlockHeightApi &
    GetLatestBlockhashApi &
    GetMinimumBalanceForRentExemptionApi &
    GetMultipleAccountsApi &
    GetSignaturesForAddressApi &
    GetSignatureStatusesApi &
    GetTransactionApi &
    SendTransactionApi
>;
