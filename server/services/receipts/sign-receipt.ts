import { createHmac } from 'node:crypto';
import type { ReceiptClaims } from '../../../src/core/contract/receipts';
import type { ReceiptKey, ReceiptKeys } from './receipt-keys';
import { signingThread } from './signing-thread';

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** Where a replaced signing thread is told: the server's log (createServerContext sets it). */
let logTrouble: (error: Error) => void = (error) => console.error(error);
export const logSigningTroubleTo = (log: (error: Error) => void): void => {
  logTrouble = log;
};

// One thread for the process, whichever server contexts it holds (the tests hold many).
const signer = signingThread({
  onReplaced: (why) =>
    logTrouble(new Error(`The receipt signing thread ${why}; its receipts were signed on the API's thread`)),
});

/**
 * A compact JWS (RFC 7515) of the claims, EdDSA over Ed25519 (RFC 8037), typed as a JWT so any JOSE
 * library's JWT verification reads it (`jose`'s jwtVerify with the JWKS, docs/embedding.md).
 */
export async function signReceipt(key: ReceiptKey, claims: ReceiptClaims): Promise<string> {
  const header = base64url(JSON.stringify({ alg: 'EdDSA', kid: key.kid, typ: 'JWT' }));
  const payload = base64url(JSON.stringify(claims));
  const signature = await signer.sign(key.privateKey, Buffer.from(`${header}.${payload}`));
  return `${header}.${payload}.${base64url(signature)}`;
}

/** GET /v1/receipts/jwks's answer. */
export const receiptJwks = (keys: ReceiptKeys) => ({ keys: keys.published.map((key) => key.publicJwk) });

/** supporterId's answers per secret, newest last: a member pays on the same sites again and again. */
const knownSupporters = new WeakMap<ReceiptKeys, Map<string, string>>();
const SUPPORTERS_KEPT = 10_000;

/**
 * The member as one site knows them: stable for that site, different on every other, and saying nothing
 * of the account (an HMAC under the server's secret). The app itself is the site `null`. Kept once made:
 * it depends on nothing but its inputs, and making it was about 9 µs of a tip's API thread.
 */
export function supporterId(keys: ReceiptKeys, memberId: number, site: string | null): string {
  let known = knownSupporters.get(keys);
  if (!known) knownSupporters.set(keys, (known = new Map()));
  const input = `${memberId}\n${site ?? ''}`;
  let id = known.get(input);
  if (id === undefined) {
    id = createHmac('sha256', keys.supporterSecret).update(input).digest('base64url');
    if (known.size >= SUPPORTERS_KEPT) known.delete(known.keys().next().value as string);
    known.set(input, id);
  }
  return id;
}
