import { transactionHashSchema } from '../../../core/contract/wallet';
import { isSolanaAddress } from '../../../core/contract/solana-address';

const EXPLORER = 'https://explorer.solana.com';

/** A link only for what the chain could know: a base58 signature, a real address. */
export function explorerTxUrl(hash: string | null): string | null {
  if (!hash || !transactionHashSchema.safeParse(hash).success || hash.length < 43) return null;
  return `${EXPLORER}/tx/${encodeURIComponent(hash)}`;
}

export function explorerAddressUrl(address: string | null): string | null {
  if (!address || !isSolanaAddress(address)) return null;
  return `${EXPLORER}/address/${encodeURIComponent(address)}`;
}
