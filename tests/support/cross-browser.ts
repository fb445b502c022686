import { existsSync } from 'node:fs';

/**
 * Whether the reader's-journey smoke runs in this browser: always in CI, which installs it from Debian's
 * packages (a missing one fails there); on a machine without it, the run says so and goes on.
 */
export function crossBrowser(name: string, executable: string): boolean {
  if (process.env.CI || existsSync(executable)) return true;
  console.warn(`${name} is not installed (${executable}): its reader's-journey smoke is left out (README, 'Tests').`);
  return false;
}
