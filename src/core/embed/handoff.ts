import { sha256 } from '@noble/hashes/sha2.js';

/** base64url without padding, as API.md's handoff and challenge expect. */
export function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The challenge the server stores for a verifier: base64url SHA-256 (PKCE S256). Hashed in script,
 * not with SubtleCrypto, because a frame on a plain-http blog is not a secure context and has none.
 */
export function challengeFor(verifier: string): string {
  return base64url(sha256(new TextEncoder().encode(verifier)));
}

export interface Handoff {
  handoffId: string;
  /** Stays in the frame; only its challenge travels through the popup. */
  verifier: string;
  challenge: string;
}

export function createHandoff(): Handoff {
  const random = () => base64url(crypto.getRandomValues(new Uint8Array(32)));
  const verifier = random();
  return { handoffId: random(), verifier, challenge: challengeFor(verifier) };
}

/** The popup's note to the frame that the member approved; it only makes the frame redeem sooner. */
export const APPROVED_MESSAGE = 'cuppa-connect-approved';
