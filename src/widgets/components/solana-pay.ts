import { isSolanaAddress } from '../../core/contract/solana-address';

/** A Solana Pay transfer URL: `solana:<address>`, with `amount=` when a positive amount is given. */
export function solanaPayUrl(address: string, amount?: number | null): string {
  if (!isSolanaAddress(address)) throw new RangeError('not a Solana address');
  if (amount == null || !Number.isFinite(amount) || amount <= 0) return `solana:${address}`;
  return `solana:${address}?amount=${encodeURIComponent(String(amount))}`;
}
