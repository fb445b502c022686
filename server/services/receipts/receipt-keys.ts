import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';

/** One Ed25519 key of the receipts: its id (the JWK thumbprint, RFC 7638) and both halves. */
export interface ReceiptKey {
  kid: string;
  privateKey: KeyObject;
  /** The public half as the JWKS lists it. */
  publicJwk: { kty: 'OKP'; crv: 'Ed25519'; x: string; kid: string; alg: 'EdDSA'; use: 'sig' };
}

/**
 * What signs receipts and names supporters: the key that signs (the first), every key still published
 * (rotation keeps old ones listed so receipts signed with them still verify), and the secret that makes
 * a member's `supporter` identifier for a site.
 */
export interface ReceiptKeys {
  signing: ReceiptKey;
  published: ReceiptKey[];
  supporterSecret: Buffer;
}

/** The settings as an operator writes them: private JWKs (the first signs) and a hex secret. */
export interface ReceiptSettings {
  keys: unknown[];
  supporterSecret: string;
}

/** RFC 7638: the SHA-256 of the key's required members, in this order, as base64url. */
const thumbprint = (x: string) =>
  createHash('sha256')
    .update(JSON.stringify({ crv: 'Ed25519', kty: 'OKP', x }))
    .digest('base64url');

/** A new private key as a JWK with its `kid`: what `npm run receipt-key` prints and development stores. */
export function newReceiptJwk(): Record<string, string> {
  const { privateKey } = generateKeyPairSync('ed25519');
  const jwk = privateKey.export({ format: 'jwk' }) as Record<string, string>;
  return { ...jwk, kid: thumbprint(jwk.x ?? '') };
}

function receiptKey(jwk: unknown, setting: string): ReceiptKey {
  const fields = (typeof jwk === 'object' && jwk !== null ? jwk : {}) as Record<string, unknown>;
  if (
    fields.kty !== 'OKP' ||
    fields.crv !== 'Ed25519' ||
    typeof fields.d !== 'string' ||
    typeof fields.x !== 'string'
  ) {
    throw new Error(`${setting}: each key is an Ed25519 private JWK ({ "kty": "OKP", "crv": "Ed25519", "d", "x" })`);
  }
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey({ key: { kty: 'OKP', crv: 'Ed25519', d: fields.d, x: fields.x }, format: 'jwk' });
  } catch {
    throw new Error(`${setting}: a key could not be read as an Ed25519 private JWK`);
  }
  const x = (createPublicKey(privateKey).export({ format: 'jwk' }) as { x: string }).x;
  if (x !== fields.x) throw new Error(`${setting}: a key's public half ("x") does not match its private half ("d")`);
  const kid = typeof fields.kid === 'string' && fields.kid !== '' ? fields.kid : thumbprint(x);
  return { kid, privateKey, publicJwk: { kty: 'OKP', crv: 'Ed25519', x, kid, alg: 'EdDSA', use: 'sig' } };
}

/** The keys from their settings; a bad one stops the start with a message naming the setting. */
export function receiptKeysFrom(settings: ReceiptSettings): ReceiptKeys {
  if (settings.keys.length === 0) throw new Error('RECEIPT_SIGNING_KEYS: at least one key is needed');
  const published = settings.keys.map((jwk) => receiptKey(jwk, 'RECEIPT_SIGNING_KEYS'));
  if (new Set(published.map((key) => key.kid)).size !== published.length) {
    throw new Error('RECEIPT_SIGNING_KEYS: two keys have the same kid');
  }
  if (!/^([0-9a-f]{2}){32,}$/i.test(settings.supporterSecret)) {
    throw new Error('RECEIPT_SUPPORTER_SECRET must be at least 32 bytes in hex (64 hex digits or more)');
  }
  return { signing: published[0]!, published, supporterSecret: Buffer.from(settings.supporterSecret, 'hex') };
}
