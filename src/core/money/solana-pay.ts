import { encodeBase58, isSolanaAddress } from '../contract/solana-address';
import { tipLimits } from '../contract/tip-limits';

/** USDC's mint on Solana mainnet: the token a dollar amount is asked in unless configured otherwise. */
export const USDC_MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

/** Who is paid, as a wallet shows it beside the creator's note (Solana Pay's `label`). */
export const SOLANA_PAY_LABEL = 'Cuppa';

/** A dollar amount to ask in USDC, with the note the payer's wallet shows. */
export interface UsdcRequest {
  /** US dollars, more than 0, at most 2 decimals: one USDC is one dollar. */
  dollars: number;
  /** The USDC mint (configuration; USDC_MINT by default). */
  mint: string;
  /** What the wallet says the payment is for, e.g. 'Tip for Alice Rivera'. */
  message: string;
  /**
   * Solana Pay's `reference`: a random 32-byte key (base58) the wallet adds to the transfer's accounts,
   * so the API can find this one payment on the chain (GET /v1/solana/tip/{reference}).
   */
  reference?: string;
}

/** A fresh random Solana Pay reference: 32 random bytes in base58, the shape of a public key. */
export function newPayReference(): string {
  return encodeBase58(crypto.getRandomValues(new Uint8Array(32)));
}

/**
 * The tab's amount field, read as dollars: null when empty (the QR then asks no amount), 'invalid'
 * when it is not an amount a wallet can be asked for (not more than 0, more than 2 decimals, more than
 * the API's tip maximum, the balance tab's ceiling too).
 */
export function parseDollars(text: string): number | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return 'invalid';
  const dollars = Number(trimmed);
  return dollars > 0 && dollars <= tipLimits.max ? dollars : 'invalid';
}

/** Why a crypto tip's amount is refused: the balance tab's tip rule (SPEC.md), in tip.errors' words. */
export type TipDollarsIssue = 'required' | 'min' | 'whole' | 'max';

/**
 * The tab's amount field where the tip is registered as an intent (the widget's dialog): API.md's tip
 * rule, whole dollars from $1 to $10,000; null when empty.
 */
export function parseTipDollars(text: string): number | null | TipDollarsIssue {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const dollars = Number(trimmed);
  if (!Number.isFinite(dollars)) return 'required';
  if (dollars < tipLimits.min) return 'min';
  if (!Number.isInteger(dollars)) return 'whole';
  if (dollars > tipLimits.max) return 'max';
  return dollars;
}

/** Plain decimal, no exponent, no trailing zeros: '5', '5.5', '0.05' (Solana Pay's `amount`). */
function decimal(dollars: number): string {
  const cents = Math.round(dollars * 100);
  const fraction = String(cents % 100)
    .padStart(2, '0')
    .replace(/0$/, '');
  return fraction === '0' ? String(Math.floor(cents / 100)) : `${Math.floor(cents / 100)}.${fraction}`;
}

/**
 * A Solana Pay URL for the creator's address: `solana:<address>` alone, or, for a dollar amount, a
 * transfer of that many USDC (`spl-token=`) with `label` and `message` saying who is paid. Never a bare
 * `amount=`: every wallet reads that as SOL, worth far more than the dollars the page asked for.
 */
export function solanaPayUrl(address: string, request?: UsdcRequest | null): string {
  if (!isSolanaAddress(address)) throw new RangeError('not a Solana address');
  if (!request) return `solana:${address}`;
  const { dollars, mint, message, reference } = request;
  if (!isSolanaAddress(mint)) throw new RangeError('not a token mint');
  if (reference !== undefined && !isSolanaAddress(reference)) throw new RangeError('not a reference key');
  if (parseDollars(String(dollars)) === 'invalid' || !Number.isFinite(dollars))
    throw new RangeError('not a dollar amount');
  const query = [
    `amount=${decimal(dollars)}`,
    `spl-token=${mint}`,
    ...(reference === undefined ? [] : [`reference=${reference}`]),
    `label=${encodeURIComponent(SOLANA_PAY_LABEL)}`,
    `message=${encodeURIComponent(message)}`,
  ];
  return `solana:${address}?${query.join('&')}`;
}

/**
 * A crypto tab's QR code: a USDC transfer of the dollars its amount field was read as, the address alone
 * for none. The field is read once, by the tab's one rule (parseDollars, or parseTipDollars where the
 * tip is registered), and that reading is what the tab says, registers and asks here: never parsed again.
 */
export function cryptoTipUrl(
  address: string,
  dollars: number | null,
  options: { mint: string; message: string; reference?: string },
): string {
  return solanaPayUrl(address, dollars === null ? null : { dollars, ...options });
}
