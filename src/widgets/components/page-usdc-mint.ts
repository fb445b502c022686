import { isSolanaAddress } from '../../core/contract/solana-address';
import { USDC_MINT } from '../../core/money/solana-pay';

/** The host page's `data-usdc-mint`, when it is a real address; USDC's own mint otherwise. */
export function pageUsdcMint(): string {
  const configured = window.Cuppa?.defaults.usdcMint;
  return configured && isSolanaAddress(configured) ? configured : USDC_MINT;
}
