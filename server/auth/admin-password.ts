import { DEMO_PASSWORD } from './demo-password';

/** NIST SP 800-63B-4's minimum for a password that is the only factor, as an admin's is here. */
export const ADMIN_PASSWORD_MIN = 15;
const ADMIN_PASSWORD_MAX = 200;

/**
 * Why a password is too weak for an admin (who can delete anyone's posts and grant roles), or null.
 * Length first; then what a guesser tries first: the product's name, the email, the demo password, a
 * character or two repeated.
 */
export function adminPasswordProblem(password: string, email: string): string | null {
  const length = [...password].length;
  if (length < ADMIN_PASSWORD_MIN) {
    return `An admin's password needs at least ${ADMIN_PASSWORD_MIN} characters; this one has ${length}.`;
  }
  if (length > ADMIN_PASSWORD_MAX) return `A password can have at most ${ADMIN_PASSWORD_MAX} characters.`;
  const lower = password.toLowerCase();
  const local = email.toLowerCase().split('@')[0] ?? '';
  const guessable = ['cuppa', 'password', 'admin', DEMO_PASSWORD, ...(local.length >= 3 ? [local] : [])];
  const found = guessable.find((word) => lower.includes(word));
  if (found) return `The password contains "${found}", among the first things a guesser tries.`;
  if (new Set(password).size < 6) return 'The password repeats too few characters (use at least 6 different ones).';
  return null;
}
