import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { address } from '@solana/kit';
import { addressMessages } from '../../../src/core/contract/money';
import { WithdrawalAddressError } from '../chain-gateway';
import type { SolanaConfig } from './config';
import type { SolanaRpc } from './rpc';

/** The network's base fee per signature; a withdrawal has one (the hot wallet's) and no priority fee. */
export const SIGNATURE_FEE_LAMPORTS = 5_000n;
/** An SPL token account's size: what the rent of a recipient's new USDC account is for. */
const TOKEN_ACCOUNT_BYTES = 165n;
const LAMPORTS_PER_SOL = 1_000_000_000n;
// SPL Token and Token-2022: accounts they own are token accounts, not wallets.
const TOKEN_PROGRAMS: string[] = [TOKEN_PROGRAM_ADDRESS, 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'];

export interface WithdrawalCost {
  /** The SOL the hot wallet spends to pay this address now. */
  lamports: bigint;
  /** Whether the payment must open the recipient's USDC account (and pay its rent). */
  opensAccount: boolean;
  /** `lamports` at the configured SOL price, in whole cents rounded up: the member's fee. */
  feeCents: number;
}

/** Lamports in dollar cents at the configured price, rounded up: a fee never falls short of its cost. */
export function lamportsToCents(lamports: bigint, solPriceCents: number): number {
  const numerator = lamports * BigInt(solPriceCents);
  return Number((numerator + LAMPORTS_PER_SOL - 1n) / LAMPORTS_PER_SOL);
}

/**
 * What paying a withdrawal to `recipient` costs the hot wallet right now (docs/solana-gateway.md, 'The fee
 * rule'): the transaction's fee, plus the rent of the recipient's USDC account when it has none (the
 * payment opens it, and whoever holds the wallet may close it and keep that rent). A token account's
 * address is refused: paying it would open a USDC account that no wallet can spend from.
 */
export async function withdrawalCost(
  rpc: SolanaRpc,
  config: Pick<SolanaConfig, 'commitment' | 'usdcMint' | 'feeSolPriceCents'>,
  recipient: string,
): Promise<WithdrawalCost> {
  const owner = address(recipient);
  const read = (account: typeof owner) =>
    rpc.getAccountInfo(account, { commitment: config.commitment, encoding: 'base64' }).send();
  const { value: wallet } = await read(owner);
  if (wallet !== null && TOKEN_PROGRAMS.includes(wallet.owner))
    throw new WithdrawalAddressError(addressMessages.notWallet);
  const [ata] = await findAssociatedTokenPda({
    owner,
    mint: address(config.usdcMint),
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  });
  const { value: account } = await read(ata);
  const opensAccount = account === null;
  const rent = opensAccount ? await rpc.getMinimumBalanceForRentExemption(TOKEN_ACCOUNT_BYTES).send() : 0n;
  const lamports = SIGNATURE_FEE_LAMPORTS + rent;
  return { lamports, opensAccount, feeCents: lamportsToCents(lamports, config.feeSolPriceCents) };
}
