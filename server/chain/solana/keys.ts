import { createHmac, createPrivateKey, createPublicKey } from 'node:crypto';
import { getBase58Decoder } from '@solana/kit';

// PKCS#8 wrapping of a raw 32-byte Ed25519 seed (RFC 8410), so node:crypto derives its public key
// synchronously: a config error or a new deposit address needs no WebCrypto round trip.
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/** The Solana address (base58 public key) of a 32-byte Ed25519 seed. */
export function addressOfSeed(seed: Uint8Array): string {
  if (seed.length !== 32) throw new Error(`An Ed25519 seed has 32 bytes, not ${seed.length}`);
  const key = createPrivateKey({ key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]), format: 'der', type: 'pkcs8' });
  const jwk = createPublicKey(key).export({ format: 'jwk' });
  if (!jwk.x) throw new Error('Ed25519 public key missing');
  return getBase58Decoder().decode(Buffer.from(jwk.x, 'base64url'));
}

/**
 * The seed of a deposit address: HMAC-SHA256 of a random nonce under the master secret. The nonce alone
 * is stored; without the master secret (kept outside the database) it yields nothing, and with it the
 * platform can re-derive every deposit address's key to sweep it. The label separates these seeds from
 * any other use of the same secret.
 */
export function depositSeed(masterSecret: Uint8Array, nonce: Uint8Array): Uint8Array {
  return new Uint8Array(
    createHmac('sha256', masterSecret).update('cuppa/solana-deposit-address/v1').update(nonce).digest(),
  );
}
