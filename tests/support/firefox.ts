import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { LaunchOptions } from '@playwright/test';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/**
 * The oldest Firefox whose WebDriver BiDi carries the reader's journey: ESR 140 never reports the
 * sign-in popup that the app's frame opens (Playwright waits for it forever; seen here with Debian's
 * 140.12), ESR 153 does.
 */
export const OLDEST_FIREFOX = 153;

/**
 * Whether the installed Firefox can run the smoke: a missing one is crossBrowser's to judge; an older
 * one than OLDEST_FIREFOX is left out with a warning, in CI too, since no newer one can be installed.
 */
export function firefoxCanRunSmoke(): boolean {
  if (!existsSync(FIREFOX_PATH)) return true;
  const version = execFileSync(FIREFOX_PATH, ['--version'], { encoding: 'utf8' });
  const major = Number(/(\d+)\./.exec(version)?.[1] ?? 0);
  if (major >= OLDEST_FIREFOX) return true;
  console.warn(
    `${version.trim()} is older than Firefox ${OLDEST_FIREFOX}, the oldest whose WebDriver BiDi carries the reader's journey: its smoke is left out (README, 'Tests').`,
  );
  return false;
}

/**
 * Debian's Firefox ESR through the BiDi shim (tests/cross-browser/firefox-bidi-shim.mjs), with the
 * storage partitioning a reader's Firefox has: automation profiles turn it off (Playwright's prefs say
 * cookieBehavior0), and a test of the embed frame without it would prove nothing.
 */
export function firefoxLaunchOptions(): LaunchOptions {
  if (!existsSync(FIREFOX_PATH)) {
    throw new Error(`No Firefox at ${FIREFOX_PATH}: run "apt-get install -y firefox-esr" (or set FIREFOX_PATH).`);
  }
  return {
    executablePath: fileURLToPath(new URL('../cross-browser/firefox-bidi-shim.mjs', import.meta.url)),
    env: { ...process.env, CUPPA_FIREFOX: FIREFOX_PATH },
    firefoxUserPrefs: {
      'browser.contentblocking.features.standard': '-tp,tpPrivate,cookieBehavior5,cookieBehaviorPBM5,-cm,-fp',
      'network.cookie.cookieBehavior': 5,
      'privacy.partition.network_state': true,
      // Firefox ESR 153's BiDi input actions reach only the top document's process: with each site in
      // its own process (Fission), a click on the app's frame lands on the <iframe> element and never
      // reaches the button inside (seen here). Storage partitioning does not depend on it.
      'fission.autostart': false,
    },
  };
}
