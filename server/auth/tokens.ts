import { hash, randomBytes } from 'node:crypto';

/** A bearer token: 32 random bytes. Only its SHA-256 is stored. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/** base64url SHA-256, as a PKCE-style challenge of a verifier. */
export function challengeOf(verifier: string): string {
  return hash('sha256', verifier, 'base64url');
}
