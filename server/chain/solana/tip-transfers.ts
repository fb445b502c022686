import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { address, isAddress } from '@solana/kit';
import { referenceMessages } from '../../../src/core/contract/wallet';
import { ReferenceRefusedError, type ReferencedTransfer } from '../chain-gateway';
import { WELL_KNOWN_ACCOUNTS } from '../well-known-accounts';
import type { SolanaConfig } from './config';
import { accountKeysOf, readTransaction, receivedBy } from './read-transaction';
import type { SolanaRpc } from './rpc';
import { unitsToCents } from './usdc';

/**
 * A fresh reference is named by its one payment and perhaps a few more transactions (a reader paying
 * twice, a stranger copying it). This many or more is a busy account, whose history is not read.
 */
const SIGNATURES_ASKED = 10;
/** Transactions read at most per look: the oldest successful ones that name the reference. */
const TRANSACTIONS_READ = 3;

/**
 * Finding a crypto tip by its Solana Pay reference, in a bounded number of RPC calls whatever the
 * reference (API.md: a handful per request, never one per signature on a busy account): one to check the
 * reference is no account in use, one for its signatures (at most SIGNATURES_ASKED), and at most
 * TRANSACTIONS_READ transaction reads: five in all.
 */
export function createTipTransfers(
  rpc: SolanaRpc,
  config: Pick<SolanaConfig, 'commitment' | 'usdcMint' | 'hotWallet'>,
) {
  async function checkReference(reference: string, recipientOwner: string): Promise<void> {
    for (const [name, value] of Object.entries({ reference, recipientOwner })) {
      if (!isAddress(value)) throw new Error(`Solana Pay reference: ${name} is not a Solana address: ${value}`);
    }
    const [recipientAccount] = await findAssociatedTokenPda({
      owner: address(recipientOwner),
      mint: address(config.usdcMint),
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    });
    const ours = [config.usdcMint, config.hotWallet.address, recipientOwner, recipientAccount];
    if (WELL_KNOWN_ACCOUNTS.has(reference) || ours.includes(reference)) {
      throw new ReferenceRefusedError(referenceMessages.notFresh);
    }
    // A fresh key holds nothing: any account that exists (a program, a mint, a wallet with SOL) is in use.
    const { value } = await rpc
      .getAccountInfo(address(reference), { commitment: config.commitment, encoding: 'base64' })
      .send();
    if (value !== null) throw new ReferenceRefusedError(referenceMessages.notFresh);
  }

  async function findTransferByReference(
    reference: string,
    recipientOwner: string,
    notBefore?: string,
  ): Promise<ReferencedTransfer | null> {
    await checkReference(reference, recipientOwner);
    const found = await rpc
      .getSignaturesForAddress(address(reference), { commitment: config.commitment, limit: SIGNATURES_ASKED })
      .send();
    if (found.length >= SIGNATURES_ASKED) return null;
    // Oldest first: a reference is one payment, and its first transfer to the recipient is that payment.
    // Failed transactions, and those made before `notBefore`, are known from the list without reading them.
    const since = notBefore === undefined ? null : Date.parse(notBefore) / 1000;
    const candidates = [...found]
      .reverse()
      .filter((info) => info.err === null)
      .filter((info) => since === null || (info.blockTime !== null && Number(info.blockTime) >= since))
      .slice(0, TRANSACTIONS_READ);
    for (const info of candidates) {
      const tx = await readTransaction(rpc, info.signature, config.commitment);
      if (!tx || !accountKeysOf(tx).includes(reference)) continue;
      const amountCents = unitsToCents(receivedBy(tx, recipientOwner, config.usdcMint));
      if (amountCents > 0) {
        const at = info.blockTime === null ? null : new Date(Number(info.blockTime) * 1000).toISOString();
        return { signature: info.signature, amountCents, at };
      }
    }
    return null;
  }

  return { checkReference, findTransferByReference };
}
