import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** OWASP's current minimum for scrypt (Password Storage Cheat Sheet): N=2^17, r=8, p=1. */
export const PASSWORD_PARAMS: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;
// scrypt needs 128 * N * r bytes (128 MiB here); Node refuses anything over maxmem, 32 MiB by default.
const maxMemory = ({ N, r }: ScryptParams) => 128 * N * r + 32 * 1024 * 1024;

function derive(password: string, salt: Buffer, length: number, params: ScryptParams): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, length, { ...params, maxmem: maxMemory(params) }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`, so the parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string, params: ScryptParams = PASSWORD_PARAMS): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, KEY_LENGTH, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

const parse = (stored: string) => {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return null;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  // Stored parameters decide how much memory a check takes: nothing past twice today's cost is believed.
  const sane = [params.N, params.r, params.p].every((value) => Number.isSafeInteger(value) && value > 0);
  if (!sane || 128 * params.N * params.r * params.p > 2 * 128 * PASSWORD_PARAMS.N * PASSWORD_PARAMS.r) return null;
  return { params, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') };
};

/** Checks a password against a stored hash, whatever parameters that hash was made with. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.hash.length, parsed.params);
  return timingSafeEqual(key, parsed.hash);
}

/**
 * Hashing at one server's cost: OWASP's minimum, unless a test server asks for less (hashing at
 * N=2^17 takes about half a second and 128 MiB, and the suites sign in hundreds of times).
 */
export function createPasswordHasher(params: ScryptParams = PASSWORD_PARAMS) {
  let dummy: Promise<string> | null = null;
  return {
    hash: (password: string) => hashPassword(password, params),
    /** A hash made with other parameters than this server's; it is replaced at the next sign-in. */
    needsRehash(stored: string): boolean {
      const made = parse(stored)?.params;
      return !made || made.N !== params.N || made.r !== params.r || made.p !== params.p;
    },
    /** Checked against when the email is unknown, so timing does not tell which emails exist. */
    dummyHash(): Promise<string> {
      dummy ??= hashPassword(randomBytes(12).toString('base64url'), params);
      return dummy;
    },
  };
}
export type PasswordHasher = ReturnType<typeof createPasswordHasher>;
