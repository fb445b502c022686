import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/support/chromium';

/** Browser tests drive Debian's Chromium (no browser download is possible here). */
export default defineConfig({
  // e2e: the product's journeys; packaged: the built widget bundle as a site owner gets it.
  testDir: './tests',
  testMatch: '**/*.e2e.ts',
  outputDir: './test-results',
  globalSetup: './tests/support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Every wait is for a state; these only bound it. A loaded 2-core machine takes several seconds to
  // load the app in a frame or a popup, so the bounds leave room for that.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
});
