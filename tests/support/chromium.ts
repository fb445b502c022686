import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Flags as this machine needs them: no sandbox as root, and no background networking, whose
 * connections a closed network refuses by the dozen.
 */
export function chromiumLaunchOptions(): LaunchOptions {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`No Chromium at ${CHROMIUM_PATH}: run "apt-get install -y chromium" (or set CHROMIUM_PATH).`);
  }
  return {
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      // Playwright's own list minus ThirdPartyStoragePartitioning, which it turns off: real browsers
      // partition a frame's storage by top-level site, and the embed frame keeps its session there.
      // Chromium takes the last --disable-features, so this one replaces Playwright's.
      `--disable-features=${[
        'AvoidUnnecessaryBeforeUnloadCheckSync',
        'DestroyProfileOnBrowserClose',
        'HttpsUpgrades',
        'HttpsFirstBalancedModeAutoEnable',
        'LensOverlay',
        'MediaRouter',
        'PaintHolding',
        'AvoidCorsURLLoaderRestartOnRedirect',
        'OptimizationHints',
        'NetworkTimeServiceQuerying',
        'AimEnabled',
        'PreconnectToSearch',
      ].join(',')}`,
    ],
  };
}
