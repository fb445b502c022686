import { createHash } from 'node:crypto';
import { getBase58Decoder, type Address } from '@solana/kit';

/**
 * The account key a withdrawal carries for its reference (Solana Pay's convention: a read-only,
 * non-signing key on the transfer instruction, found later with getSignaturesForAddress). The API's
 * references are UUIDs, not keys, so the key is a hash of the reference: any 32 bytes will do, since no
 * one signs for it, and the same reference always gives the same key.
 */
export function referenceKey(reference: string): Address {
  const digest = createHash('sha256').update('cuppa/withdrawal-reference/v1:').update(reference).digest();
  return getBase58Decoder().decode(digest) as Address;
}
