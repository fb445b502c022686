import { createHmac, sign } from 'node:crypto';
import type { ReceiptClaims } from '../../../src/core/contract/receipts';
import type { ReceiptKey, ReceiptKeys } from './receipt-keys';

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/**
 * A compact JWS (RFC 7515) of the claims, EdDSA over Ed25519 (RFC 8037), typed as a JWT so any JOSE
 * library's JWT verification reads it (`jose`'s jwtVerify with the JWKS, docs/embedding.md).
 */
export function signReceipt(key: ReceiptKey, claims: ReceiptClaims): string {
  const header = base64url(JSON.stringify({ alg: 'EdDSA', kid: key.kid, typ: 'JWT' }));
  const payload = base64url(JSON.stringify(claims));
  const signature = sign(null, Buffer.from(`${header}.${payload}`), key.privateKey);
  return `${header}.${payload}.${base64url(signature)}`;
}

/** GET /v1/receipts/jwks's answer. */
export const receiptJwks = (keys: ReceiptKeys) => ({ keys: keys.published.map((key) => key.publicJwk) });

/**
 * The member as one site knows them: stable for that site, different on every other, and saying nothing
 * of the account (an HMAC under the server's secret). The app itself is the site `null`.
 */
export function supporterId(keys: ReceiptKeys, memberId: number, site: string | null): string {
  return createHmac('sha256', keys.supporterSecret)
    .update(`${memberId}\n${site ?? ''}`)
    .digest('base64url');
}
