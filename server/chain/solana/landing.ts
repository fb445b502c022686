import { signature, type Base64EncodedWireTransaction, type Commitment } from '@solana/kit';
import type { SolanaRpc } from './rpc';

/** A transaction the gateway signed and saved before its first send: a withdrawal, or a sweep. */
export interface SentTransaction {
  signature: string;
  wire: string;
  lastValidBlockHeight: bigint;
  /** When a look first found it unknown with its blockhash expired (ms), or null. */
  unknownSince: number | null;
}

/**
 * What the chain says about it now. `failed` and `expired` are final: nothing moved, and nothing ever will
 * under this signature. `pending` carries the `unknownSince` to save for the next look.
 */
export type Landing =
  { state: 'landed' } | { state: 'failed' } | { state: 'expired' } | { state: 'pending'; unknownSince: number | null };

/** How settled each commitment is: one answer counts only at or past the configured one. */
export const settled: Record<Commitment, number> = { processed: 0, confirmed: 1, finalized: 2 };

/**
 * Looks at a sent transaction once, and sends its bytes again while they can still land. It is declared
 * `expired` only with proof that it can never land (API.md): the finalized block height is past its
 * blockhash's last valid height AND the signature is unknown to a search of the full history, on two
 * looks at least `proofDelayMs` apart with no look between them that disagreed. A single unknown answer
 * is not proof: an RPC node that lags its peers does not know a transaction that landed yet, and behind a
 * load balancer the height and the status may come from different nodes. So a first such answer only
 * starts the clock; any look that finds the signature, or a height at which the blockhash is still
 * valid, stops it.
 */
export async function lookAt(
  rpc: SolanaRpc,
  sent: SentTransaction,
  options: { commitment: 'confirmed' | 'finalized'; now: number; proofDelayMs: number },
): Promise<Landing> {
  // The height is read before the status: past it at finalized, a signature still unknown can never land.
  const height = await rpc.getBlockHeight({ commitment: 'finalized' }).send();
  const { value } = await rpc
    .getSignatureStatuses([signature(sent.signature)], { searchTransactionHistory: true })
    .send();
  const status = value[0];
  if (status) {
    if (settled[status.confirmationStatus ?? 'processed'] < settled[options.commitment]) {
      return { state: 'pending', unknownSince: null };
    }
    // Landed but failed (the hot wallet short of USDC, say): nothing moved, and this signature is spent.
    return status.err === null ? { state: 'landed' } : { state: 'failed' };
  }
  if (height > sent.lastValidBlockHeight) {
    if (sent.unknownSince === null) return { state: 'pending', unknownSince: options.now };
    if (options.now - sent.unknownSince >= options.proofDelayMs) return { state: 'expired' };
    return { state: 'pending', unknownSince: sent.unknownSince };
  }
  // Unknown and still valid: (re)send the same bytes. Sending twice is harmless, the chain takes one.
  await rpc
    .sendTransaction(sent.wire as Base64EncodedWireTransaction, {
      encoding: 'base64',
      preflightCommitment: options.commitment,
    })
    .send();
  return { state: 'pending', unknownSince: null };
}
