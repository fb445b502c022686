import { findAssociatedTokenPda, getTokenDecoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { address, getBase64Encoder, type Address } from '@solana/kit';

/** An owner's associated USDC account: where wallets (and Solana Pay) send the owner's USDC. */
export async function usdcAccountOf(owner: string, usdcMint: string): Promise<Address> {
  const [ata] = await findAssociatedTokenPda({
    owner: address(owner),
    mint: address(usdcMint),
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  });
  return ata;
}

/** An account as getAccountInfo and getMultipleAccounts return it (base64 data). */
export interface RawAccount {
  owner: string;
  data: readonly [string, string] | readonly string[];
}

/**
 * The base units an account holds if it is `owner`'s SPL Token account of `mint`; 0n for anything else
 * (missing, another program's, another mint's or owner's): an RPC's answer is checked, not trusted.
 */
export function usdcUnitsIn(account: RawAccount | null, owner: string, mint: string): bigint {
  if (!account || account.owner !== TOKEN_PROGRAM_ADDRESS || typeof account.data[0] !== 'string') return 0n;
  const bytes = getBase64Encoder().encode(account.data[0]);
  if (bytes.length !== 165) return 0n;
  const token = getTokenDecoder().decode(bytes);
  return token.mint === mint && token.owner === owner ? token.amount : 0n;
}
